import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";

export interface MediaPlayer {
  playing: boolean;
  /** The playhead now (read from the element, not rendered state). */
  currentTime: () => number;
  toggle: () => void;
  seek: (seconds: number) => void;
  skip: (seconds: number) => void;
  /** Seeks to `seconds` and plays. */
  playFrom: (seconds: number) => void;
}

/** The editor's <audio> element (streamed by byte ranges, never read whole; its ref) and its controls. */
export function useMediaPlayer(duration: number): [RefObject<HTMLAudioElement | null>, MediaPlayer] {
  const mediaRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = mediaRef.current;
    if (!element) return;
    const update = () => setPlaying(!element.paused);
    const events = ["play", "pause", "ended", "emptied"] as const;
    for (const name of events) element.addEventListener(name, update);
    return () => {
      for (const name of events) element.removeEventListener(name, update);
    };
  }, []);

  const currentTime = useCallback(() => mediaRef.current?.currentTime ?? 0, []);
  const seek = useCallback(
    (seconds: number) => {
      const element = mediaRef.current;
      if (element) element.currentTime = Math.min(Math.max(0, seconds), duration || element.duration || 0);
    },
    [duration],
  );
  const toggle = useCallback(() => {
    const element = mediaRef.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  }, []);
  const skip = useCallback((seconds: number) => seek(currentTime() + seconds), [seek, currentTime]);
  const playFrom = useCallback(
    (seconds: number) => {
      seek(seconds);
      void mediaRef.current?.play().catch(() => undefined);
    },
    [seek],
  );
  const player = useMemo(() => ({ playing, currentTime, toggle, seek, skip, playFrom }), [playing, currentTime, toggle, seek, skip, playFrom]);
  return [mediaRef, player];
}

