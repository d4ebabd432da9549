import { useEffect, useState, type RefObject } from "react";
import { wordIndexAt, type WordSpan } from "../word-at-time";

/**
 * The position in `spans` of the word the audio element is playing now (-1 between words). While
 * it plays the time is read every animation frame (`timeupdate` comes only about 4 times a second,
 * late for short words); the state changes only when the word does, so the page re-renders once
 * per word, not per frame.
 */
export function useActiveWord(audio: RefObject<HTMLAudioElement | null>, spans: readonly WordSpan[]): number {
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    let frame = 0;
    const update = () => setActive(wordIndexAt(spans, element.currentTime));
    const follow = () => {
      update();
      frame = requestAnimationFrame(follow);
    };
    const onPlay = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(follow);
    };
    const onStop = () => {
      cancelAnimationFrame(frame);
      update();
    };
    const stops = ["pause", "ended", "emptied"] as const;
    const updates = ["seeked", "timeupdate", "loadedmetadata"] as const;
    element.addEventListener("playing", onPlay);
    for (const name of stops) element.addEventListener(name, onStop);
    for (const name of updates) element.addEventListener(name, update);
    if (element.paused) frame = requestAnimationFrame(update);
    else onPlay();
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("playing", onPlay);
      for (const name of stops) element.removeEventListener(name, onStop);
      for (const name of updates) element.removeEventListener(name, update);
    };
  }, [audio, spans]);

  return active;
}
