import { useEffect, useState, type RefObject } from "react";
import { rowIndexAt, type TranscriptRow } from "../dub-transcript-rows";

/**
 * The row of the side-by-side transcript being heard in the media element (-1 between rows),
 * read on the element's time updates (about four a second, enough for lines) and when it seeks.
 */
export function useActiveRow(media: RefObject<HTMLMediaElement | null>, rows: readonly TranscriptRow[]): number {
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const update = () => setActive(rowIndexAt(rows, element.currentTime));
    const events = ["timeupdate", "seeked", "loadedmetadata", "emptied"] as const;
    for (const name of events) element.addEventListener(name, update);
    update();
    return () => {
      for (const name of events) element.removeEventListener(name, update);
    };
  }, [media, rows]);
  return active;
}
