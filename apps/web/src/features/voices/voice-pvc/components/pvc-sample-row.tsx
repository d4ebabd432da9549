import type { VoiceSample } from "@vocable/contract";
import { formatBytes, formatDuration } from "@vocable/domain";
import { fetchPvcSampleAudio } from "../api/fetch-pvc-audio";
import { useDeletePvcSample } from "../api/use-delete-pvc-sample";
import { DeleteSampleButton } from "#features/voices/voices/components/delete-sample-button";
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
  const key = `sample:${sample.sample_id}`;
  return (
    <li className="flex flex-col gap-2 px-3 py-3" data-testid="pvc-sample" data-sample-id={sample.sample_id}>
      <div className="flex items-center gap-2 text-sm">
        <span className="min-w-0 flex-1 truncate font-medium" title={sample.file_name}>
          {sample.file_name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums dark:text-zinc-400">
          {formatDuration(Math.round(sample.duration_secs))} · {formatBytes(sample.size_bytes)}
          {sample.remove_background_noise ? " · noise removed" : ""}
        </span>
        <DeleteSampleButton voiceId={voiceId} sample={sample} remove={remove} disabled={disabled} testId="pvc-sample-delete" />
      </div>
      <div className="flex items-center gap-2">
        <ClipButton clips={clips} clipKey={key} load={(signal) => fetchPvcSampleAudio(voiceId, sample.sample_id, signal)} label={sample.file_name} testId="pvc-sample-play" />
        <PvcWaveformBars voiceId={voiceId} sampleId={sample.sample_id} playing={clips.playing === key} />
      </div>
      <PvcSpeakers voiceId={voiceId} sample={sample} clips={clips} disabled={disabled} />
    </li>
  );
}
