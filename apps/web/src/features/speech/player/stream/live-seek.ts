import { clampSeek } from "@vocable/domain";

/**
 * A seek target for a stream that is still arriving: inside what has been buffered, since audio
 * past the end does not exist yet and audio removed to make room will not come back. Without a
 * window (the stream has ended) the usual clamp to [0, duration] applies.
 */
export function clampLiveSeek(target: number, duration: number, window: { start: number; end: number } | null): number {
  const t = clampSeek(target, duration);
  if (!window) return t;
  return Math.min(Math.max(t, window.start), window.end);
}
