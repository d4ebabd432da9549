import { formatDuration } from "@vocable/domain";
import { useEffect, useRef, useState } from "react";
import type WaveSurfer from "wavesurfer.js";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { cn } from "#lib/cn";
import { waveformColors } from "#lib/waveform-colors";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { usePlayerStatus } from "#features/speech/player/hooks/use-player-status";
import { claimPlayback, releasePlayback } from "../single-playback";

type LoadState = { kind: "loading" } | { kind: "ready"; duration: number } | { kind: "failed" };

interface SoundWaveformProps {
  /** The sound: a generated Blob, or an address wavesurfer fetches (same origin, with the session). */
  source: Blob | string;
  /** What the play button names ("Play variation 1"). */
  label: string;
  height?: number;
  testId?: string;
}

/**
 * A sound's waveform (wavesurfer.js, loaded with the first waveform) with play/pause and its time.
 * One sound at a time: starting it stops the page's other waveform and pauses the persistent player.
 */
export function SoundWaveform({ source, label, height = 56, testId = "sound-waveform" }: SoundWaveformProps) {
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const [load, setLoad] = useState<LoadState>({ kind: "loading" });
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const player = usePlayer();
  const { status } = usePlayerStatus();
  const pausePlayer = useRef(() => {});
  useEffect(() => {
    pausePlayer.current = () => {
      if (status === "playing") player.togglePlay();
    };
  }, [player, status]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let ws: WaveSurfer | null = null;
    const url = typeof source === "string" ? source : URL.createObjectURL(source);
    const stop = () => ws?.pause();
    void (async () => {
      const { default: WaveSurferClass } = await import("wavesurfer.js");
      if (cancelled) return;
      ws = WaveSurferClass.create({ container: element, height, barWidth: 2, barGap: 1, barRadius: 2, normalize: true, ...waveformColors(), cursorWidth: 1, url });
      surfer.current = ws;
      ws.on("ready", (duration) => setLoad({ kind: "ready", duration }));
      ws.on("play", () => {
        claimPlayback(stop);
        pausePlayer.current();
        setPlaying(true);
      });
      ws.on("pause", () => {
        releasePlayback(stop);
        setPlaying(false);
      });
      ws.on("finish", () => setPlaying(false));
      ws.on("timeupdate", (seconds) => setTime(seconds));
      ws.on("error", () => setLoad({ kind: "failed" }));
    })();
    return () => {
      cancelled = true;
      releasePlayback(stop);
      ws?.destroy();
      surfer.current = null;
      if (typeof source !== "string") URL.revokeObjectURL(url);
    };
  }, [source, height]);

  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        disabled={load.kind !== "ready"}
        onClick={() => void surfer.current?.playPause()}
        aria-label={playing ? `Pause ${label}` : `Play ${label}`}
        data-testid={`${testId}-play`}
        data-state={playing ? "playing" : "paused"}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-zinc-900 text-white hover:bg-zinc-700 disabled:opacity-40 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
      >
        {load.kind === "loading" ? <Spinner label={`Loading ${label}`} /> : <Icon name={playing ? "pause" : "play"} className="h-4 w-4" />}
      </button>
      <div className="relative min-w-0 flex-1">
        <div ref={container} data-testid={testId} data-ready={load.kind === "ready" ? "true" : "false"} className={cn("w-full", load.kind === "failed" && "invisible")} />
        {load.kind === "failed" ? (
          <p role="alert" className="absolute inset-0 flex items-center text-sm text-red-600 dark:text-red-400">
            The audio could not be loaded.
          </p>
        ) : null}
      </div>
      <span className="w-24 shrink-0 text-right text-xs text-zinc-600 tabular-nums dark:text-zinc-400" data-testid={`${testId}-time`}>
        {formatDuration(time)}
        {load.kind === "ready" ? ` / ${formatDuration(load.duration)}` : ""}
      </span>
    </div>
  );
}
