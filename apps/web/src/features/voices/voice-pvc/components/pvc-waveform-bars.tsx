import { useMemo } from "react";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { cn } from "#lib/cn";
import { usePvcWaveform } from "../api/use-pvc-waveform";
import { waveformBars } from "../waveform-bars";

/** Bars drawn per sample. */
const BARS = 96;

/** A sample's waveform from the server's peaks (GET …/waveform), as bars; highlighted while it plays. */
export function PvcWaveformBars({ voiceId, sampleId, playing }: { voiceId: string; sampleId: string; playing: boolean }) {
  const waveform = usePvcWaveform(voiceId, sampleId);
  const bars = useMemo(() => waveformBars(waveform.data?.visual_waveform ?? [], BARS), [waveform.data]);
  if (waveform.isPending) {
    return (
      <div className="flex h-12 flex-1 items-center text-zinc-400">
        <Spinner label="Loading the waveform" />
      </div>
    );
  }
  if (waveform.error) {
    return (
      <p role="alert" className="flex h-12 flex-1 items-center text-xs text-red-600 dark:text-red-400">
        {errorMessage(waveform.error)}
      </p>
    );
  }
  return (
    <div className="flex h-12 min-w-0 flex-1 items-center gap-px" data-testid="pvc-waveform" data-bars={bars.length} aria-hidden>
      {bars.map((height, i) => (
        <span
          key={i}
          className={cn("min-w-px flex-1 rounded-full", playing ? "bg-zinc-900 dark:bg-zinc-100" : "bg-zinc-400 dark:bg-zinc-600")}
          style={{ height: `${Math.round(height * 100)}%` }}
        />
      ))}
    </div>
  );
}
