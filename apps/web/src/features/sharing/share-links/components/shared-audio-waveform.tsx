import { useEffect, useRef, useState } from "react";
import type WaveSurfer from "wavesurfer.js";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { waveformColors } from "#lib/waveform-colors";
import { formatDuration } from "@vocable/domain";

type LoadState = { kind: "loading" } | { kind: "ready"; duration: number } | { kind: "failed" };

/**
 * A shared item's player: its waveform (wavesurfer.js, loaded with the page) with play/pause and
 * the time. The audio is the public link's own (`/v1/shared/{id}/audio`), streamed with ranges.
 */
export function SharedAudioWaveform({ src }: { src: string }) {
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const [load, setLoad] = useState<LoadState>({ kind: "loading" });
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let ws: WaveSurfer | null = null;
    void (async () => {
      const { default: WaveSurferClass } = await import("wavesurfer.js");
      if (cancelled) return;
      ws = WaveSurferClass.create({
        container: element,
        height: 72,
        barWidth: 3,
        barGap: 2,
        barRadius: 3,
        normalize: true,
        ...waveformColors(),
        cursorWidth: 1,
        url: src,
      });
      surfer.current = ws;
      ws.on("ready", (duration) => setLoad({ kind: "ready", duration }));
      ws.on("play", () => setPlaying(true));
      ws.on("pause", () => setPlaying(false));
      ws.on("finish", () => setPlaying(false));
      ws.on("timeupdate", (seconds) => setTime(seconds));
      ws.on("error", () => setLoad({ kind: "failed" }));
    })();
    return () => {
      cancelled = true;
      ws?.destroy();
      surfer.current = null;
    };
  }, [src]);

  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        disabled={load.kind !== "ready"}
        onClick={() => void surfer.current?.playPause()}
        aria-label={playing ? "Pause" : "Play"}
        data-testid="shared-play"
        data-state={playing ? "playing" : "paused"}
        className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-zinc-900 text-white hover:bg-zinc-700 disabled:opacity-40 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
      >
        {load.kind === "loading" ? <Spinner label="Loading the audio" /> : <Icon name={playing ? "pause" : "play"} className="h-5 w-5" />}
      </button>
      <div className="relative min-w-0 flex-1">
        <div ref={container} data-testid="shared-waveform" data-ready={load.kind === "ready" ? "true" : "false"} className="w-full" />
        {load.kind === "failed" ? (
          <p role="alert" className="absolute inset-0 flex items-center text-sm text-red-600 dark:text-red-400">
            The audio could not be loaded. Reload the page to try again.
          </p>
        ) : null}
      </div>
      <span className="w-24 shrink-0 text-right text-sm text-zinc-600 tabular-nums dark:text-zinc-400" data-testid="shared-time">
        {formatDuration(time)}
        {load.kind === "ready" ? ` / ${formatDuration(load.duration)}` : ""}
      </span>
    </div>
  );
}
