import { useEffect, useRef, useState } from "react";
import type WaveSurfer from "wavesurfer.js";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { waveformColors } from "#lib/waveform-colors";
import { errorMessage } from "#lib/handle-error";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { usePlayerStatus } from "#features/speech/player/hooks/use-player-status";
import { fetchSampleAudio } from "../api/fetch-sample-audio";

type LoadState = { kind: "loading" } | { kind: "ready" } | { kind: "failed"; message: string };

/**
 * A sample's waveform (wavesurfer.js) with play/pause. The audio is read with the session
 * (`fetchSampleAudio`) and handed to wavesurfer as an object URL, revoked when the row goes;
 * wavesurfer itself is loaded on first use.
 */
export function SampleWaveform({ voiceId, sampleId, fileName }: { voiceId: string; sampleId: string; fileName: string }) {
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const [load, setLoad] = useState<LoadState>({ kind: "loading" });
  const [playing, setPlaying] = useState(false);
  // One sound at a time: a sample starting pauses the persistent player.
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
    const controller = new AbortController();
    let ws: WaveSurfer | null = null;
    let url: string | null = null;
    const fail = (error: unknown) => {
      if (!controller.signal.aborted) setLoad({ kind: "failed", message: errorMessage(error) });
    };
    void (async () => {
      try {
        // wavesurfer.js loads with the first waveform, not with the voice lab page.
        const [{ default: WaveSurferClass }, blob] = await Promise.all([import("wavesurfer.js"), fetchSampleAudio(voiceId, sampleId, controller.signal)]);
        if (controller.signal.aborted) return;
        ws = WaveSurferClass.create({
          container: element,
          height: 48,
          barWidth: 2,
          barGap: 1,
          barRadius: 2,
          normalize: true,
          ...waveformColors(),
          cursorWidth: 1,
        });
        surfer.current = ws;
        ws.on("ready", () => setLoad({ kind: "ready" }));
        ws.on("play", () => {
          pausePlayer.current();
          setPlaying(true);
        });
        ws.on("pause", () => setPlaying(false));
        ws.on("finish", () => setPlaying(false));
        ws.on("error", fail);
        url = URL.createObjectURL(blob);
        await ws.load(url);
      } catch (error) {
        fail(error);
      }
    })();
    return () => {
      controller.abort();
      // Destroying also removes its listeners and stops its audio.
      ws?.destroy();
      surfer.current = null;
      if (url) URL.revokeObjectURL(url);
    };
  }, [voiceId, sampleId]);

  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <button
        type="button"
        disabled={load.kind !== "ready"}
        onClick={() => void surfer.current?.playPause()}
        aria-label={playing ? `Pause ${fileName}` : `Play ${fileName}`}
        data-testid="voice-sample-play"
        data-state={playing ? "playing" : "paused"}
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-zinc-300 text-zinc-700 hover:bg-zinc-100 disabled:opacity-40 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
      >
        {load.kind === "loading" ? <Spinner label="Loading the sample" /> : <Icon name={playing ? "pause" : "play"} className="h-3.5 w-3.5" />}
      </button>
      <div className="relative min-w-0 flex-1">
        <div ref={container} data-testid="voice-sample-waveform" data-ready={load.kind === "ready" ? "true" : "false"} className="w-full" />
        {load.kind === "failed" ? (
          <p role="alert" className="absolute inset-0 flex items-center text-xs text-red-600 dark:text-red-400">
            {load.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
