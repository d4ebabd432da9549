import { useEffect, useState, type RefObject } from "react";

/** The media's current time, every animation frame while it plays (and on seeks while paused), for the waveform. */
export function usePlayhead(media: RefObject<HTMLMediaElement | null>): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    let frame = 0;
    const tick = () => {
      setTime(element.currentTime);
      frame = element.paused ? 0 : requestAnimationFrame(tick);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      tick();
    };
    const events = ["play", "seeked", "timeupdate", "loadedmetadata"] as const;
    for (const name of events) element.addEventListener(name, start);
    return () => {
      cancelAnimationFrame(frame);
      for (const name of events) element.removeEventListener(name, start);
    };
  }, [media]);
  return time;
}
