import { useEffect, useState, type RefObject } from "react";
import { segmentIndexAt } from "../studio-view";

/**
 * The index of the segment being heard in the media element (-1 between segments), read on the
 * element's time updates (about four a second, enough for lines) and when it seeks.
 */
export function useActiveSegment(media: RefObject<HTMLMediaElement | null>, segments: readonly { start: number; end: number }[]): number {
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const update = () => setActive(segmentIndexAt(segments, element.currentTime));
    const events = ["timeupdate", "seeked", "loadedmetadata", "emptied"] as const;
    for (const name of events) element.addEventListener(name, update);
    update();
    return () => {
      for (const name of events) element.removeEventListener(name, update);
    };
  }, [media, segments]);
  return active;
}
