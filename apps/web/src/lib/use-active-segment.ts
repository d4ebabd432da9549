import { useEffect, useState, type RefObject } from "react";

/**
 * The index of the segment being heard in the media element (-1 between segments), found by
 * `indexAt` on the element's time updates (about four a second, enough for lines) and when it
 * seeks; state changes only when the segment does. The dub studio and the transcription editor
 * share it, each with its own look-up.
 */
export function useActiveSegment<T extends { start: number; end: number }>(
  media: RefObject<HTMLMediaElement | null>,
  segments: readonly T[],
  indexAt: (segments: readonly T[], seconds: number) => number,
): number {
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const update = () => setActive(indexAt(segments, element.currentTime));
    const events = ["timeupdate", "seeked", "loadedmetadata", "emptied"] as const;
    for (const name of events) element.addEventListener(name, update);
    update();
    return () => {
      for (const name of events) element.removeEventListener(name, update);
    };
  }, [media, segments, indexAt]);
  return active;
}
