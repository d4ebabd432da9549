import type { VoiceSample } from "@vocable/contract";
import { formatBytes, formatDuration } from "@vocable/domain";
import { useDeleteVoiceSample } from "../api/use-delete-voice-sample";
import { DeleteSampleButton } from "./delete-sample-button";
import { SampleWaveform } from "./sample-waveform";

/** One sample of a voice: its waveform with play/pause, name, length and size, and Delete (confirmed). */
export function VoiceSampleRow({ voiceId, sample, disabled }: { voiceId: string; sample: VoiceSample; disabled?: boolean }) {
  const remove = useDeleteVoiceSample();
  return (
    <li className="flex flex-col gap-1.5 px-3 py-2" data-testid="voice-sample" data-sample-id={sample.sample_id}>
      <div className="flex items-center gap-2 text-sm">
        <span className="min-w-0 flex-1 truncate font-medium" title={sample.file_name}>
          {sample.file_name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums dark:text-zinc-400">
          {formatDuration(Math.round(sample.duration_secs))} · {formatBytes(sample.size_bytes)}
        </span>
        <DeleteSampleButton voiceId={voiceId} sample={sample} remove={remove} disabled={disabled} testId="voice-sample-delete" />
      </div>
      <SampleWaveform voiceId={voiceId} sampleId={sample.sample_id} fileName={sample.file_name} />
    </li>
  );
}
