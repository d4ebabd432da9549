import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "#lib/handle-error";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { usePlayerStatus } from "#features/speech/player/hooks/use-player-status";

export interface ClipPlayer {
  /** The clip playing now, or being fetched. */
  playing: string | null;
  loading: string | null;
  error: string | null;
  /** Plays the clip `key` (its audio from `load`), or stops it when it is the one playing. */
  toggle: (key: string, load: (signal: AbortSignal) => Promise<Blob>) => void;
}

/**
 * Plays short clips fetched with the session (a PVC sample, a separated speaker): one at a time,
 * each from an object URL revoked when it stops, and the persistent player paused so two sounds
 * never overlap. Leaving stops it.
 */
export function useClipPlayer(): ClipPlayer {
  const [playing, setPlaying] = useState<string | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<{ audio: HTMLAudioElement; url: string; controller: AbortController } | null>(null);
  const player = usePlayer();
  const { status } = usePlayerStatus();
  const pausePlayer = useRef(() => {});
  useEffect(() => {
    pausePlayer.current = () => {
      if (status === "playing") player.togglePlay();
    };
  }, [player, status]);

  const stop = useCallback(() => {
    const clip = current.current;
    current.current = null;
    if (clip) {
      clip.controller.abort();
      clip.audio.pause();
      clip.audio.removeAttribute("src");
      if (clip.url) URL.revokeObjectURL(clip.url);
    }
    setPlaying(null);
    setLoading(null);
  }, []);

  const toggle = useCallback(
    (key: string, load: (signal: AbortSignal) => Promise<Blob>) => {
      const same = playing === key || loading === key;
      stop();
      if (same) return;
      setError(null);
      setLoading(key);
      const controller = new AbortController();
      const audio = new Audio();
      current.current = { audio, url: "", controller };
      void (async () => {
        try {
          const blob = await load(controller.signal);
          if (controller.signal.aborted) return;
          const url = URL.createObjectURL(blob);
          if (current.current?.controller === controller) current.current.url = url;
          audio.src = url;
          audio.onended = () => {
            if (current.current?.controller === controller) stop();
          };
          pausePlayer.current();
          await audio.play();
          if (!controller.signal.aborted) {
            setLoading(null);
            setPlaying(key);
          }
        } catch (failure) {
          if (controller.signal.aborted) return;
          stop();
          setError(errorMessage(failure));
        }
      })();
    },
    [loading, playing, stop],
  );

  useEffect(() => stop, [stop]);

  return { playing, loading, error, toggle };
}
