import { useCallback, useRef } from "react";

/**
 * The studio's media element: seeking it, and keeping its place across a change of its file
 * (another language, the same language rendered again): `keepPlace` notes the time and whether it
 * was playing just before the change, `onLoadedMetadata` goes back there once the new file is loaded.
 */
export function useStudioMedia() {
  const media = useRef<HTMLMediaElement | null>(null);
  const resume = useRef<{ time: number; playing: boolean } | null>(null);

  const keepPlace = useCallback(() => {
    const element = media.current;
    resume.current = element ? { time: element.currentTime, playing: !element.paused } : null;
  }, []);

  const onLoadedMetadata = useCallback(() => {
    const element = media.current;
    const at = resume.current;
    resume.current = null;
    if (!element || !at) return;
    element.currentTime = Math.min(at.time, Number.isFinite(element.duration) ? element.duration : at.time);
    if (at.playing) void element.play().catch(() => undefined);
  }, []);

  /** Moves the media to `seconds`: a hair past, so a time read back a little low still falls inside the line that starts there. */
  const seek = useCallback((seconds: number) => {
    const element = media.current;
    if (element) element.currentTime = Math.max(0, seconds + 0.001);
  }, []);

  return { media, keepPlace, onLoadedMetadata, seek };
}
