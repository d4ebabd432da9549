import type { VoiceSample } from "@vocable/contract";
import { formatBytes, formatDuration } from "@vocable/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Icon } from "../../../components/ui/icon";
import { fetchPvcSampleAudio } from "../api/fetch-pvc-audio";
import { useDeletePvcSample } from "../api/use-delete-pvc-sample";
import type { ClipPlayer } from "../hooks/use-clip-player";
import { ClipButton } from "./clip-button";
import { PvcSpeakers } from "./pvc-speakers";
import { PvcWaveformBars } from "./pvc-waveform-bars";

interface PvcSampleRowProps {
  voiceId: string;
  sample: VoiceSample;
  clips: ClipPlayer;
  disabled?: boolean;
}

/** One recording of a professional voice: play, its waveform, length and size, Delete (confirmed), and its speakers. */
export function PvcSampleRow({ voiceId, sample, clips, disabled }: PvcSampleRowProps) {
  const remove = useDeletePvcSample();
  const [confirming, setConfirming] = useState(false);
  const key = `sample:${sample.sample_id}`;
  return (
    <li className="flex flex-col gap-2 px-3 py-3" data-testid="pvc-sample" data-sample-id={sample.sample_id}>
      <div className="flex items-center gap-2 text-sm">
        <span className="min-w-0 flex-1 truncate font-medium" title={sample.file_name}>
          {sample.file_name}
        </span>
        <span className="shrink-0 text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
          {formatDuration(Math.round(sample.duration_secs))} · {formatBytes(sample.size_bytes)}
          {sample.remove_background_noise ? " · noise removed" : ""}
        </span>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled || remove.isPending}
          onClick={() => setConfirming(true)}
          aria-label={`Delete sample ${sample.file_name}`}
          data-testid="pvc-sample-delete"
        >
          <Icon name="trash" />
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <ClipButton clips={clips} clipKey={key} load={(signal) => fetchPvcSampleAudio(voiceId, sample.sample_id, signal)} label={sample.file_name} testId="pvc-sample-play" />
        <PvcWaveformBars voiceId={voiceId} sampleId={sample.sample_id} playing={clips.playing === key} />
      </div>
      <PvcSpeakers voiceId={voiceId} sample={sample} clips={clips} disabled={disabled} />
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
