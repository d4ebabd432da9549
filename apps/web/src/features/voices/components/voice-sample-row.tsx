import type { VoiceSample } from "@vocable/contract";
import { formatBytes, formatDuration } from "@vocable/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Icon } from "../../../components/ui/icon";
import { useDeleteVoiceSample } from "../api/use-delete-voice-sample";
import { SampleWaveform } from "./sample-waveform";

/** One sample of a voice: its waveform with play/pause, name, length and size, and Delete (confirmed). */
export function VoiceSampleRow({ voiceId, sample, disabled }: { voiceId: string; sample: VoiceSample; disabled?: boolean }) {
  const remove = useDeleteVoiceSample();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-col gap-1.5 px-3 py-2" data-testid="voice-sample" data-sample-id={sample.sample_id}>
      <div className="flex items-center gap-2 text-sm">
        <span className="min-w-0 flex-1 truncate font-medium" title={sample.file_name}>
          {sample.file_name}
        </span>
        <span className="shrink-0 text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
          {formatDuration(Math.round(sample.duration_secs))} · {formatBytes(sample.size_bytes)}
        </span>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled || remove.isPending}
          onClick={() => setConfirming(true)}
          aria-label={`Delete sample ${sample.file_name}`}
          data-testid="voice-sample-delete"
        >
          <Icon name="trash" />
        </Button>
      </div>
      <SampleWaveform voiceId={voiceId} sampleId={sample.sample_id} fileName={sample.file_name} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this sample?"
        description={`“${sample.file_name}” is removed from the voice for good.`}
        confirmText="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { voiceId, sampleId: sample.sample_id },
            {
              onSuccess: () => {
                setConfirming(false);
                toast.success("The sample was deleted.");
              },
            },
          )
        }
      />
    </li>
  );
}
