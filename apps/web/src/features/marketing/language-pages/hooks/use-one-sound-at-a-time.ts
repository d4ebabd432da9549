import { useEffect, useRef } from "react";

/**
 * One sound at a time inside the returned ref's element: when one `<audio>` starts, the others
 * pause (media events do not bubble, so the element listens in the capture phase).
 */
export function useOneSoundAtATime<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onPlay = (event: Event) => {
      for (const media of root.querySelectorAll("audio")) if (media !== event.target && !media.paused) media.pause();
    };
    root.addEventListener("play", onPlay, true);
    return () => root.removeEventListener("play", onPlay, true);
  }, []);
  return ref;
}
