import { useEffect, useRef } from "react";

/**
 * Calls `load` whenever the returned element (a sentinel under a list) comes within `margin` of
 * the view and `enabled` is true: infinite scroll. An IntersectionObserver watches it, so a tall
 * screen that shows the sentinel right after a page keeps loading until it is pushed out of view.
 * Without IntersectionObserver nothing happens: the page keeps its "Load more" button.
 */
export function useLoadOnScroll<T extends Element>(load: () => void, enabled: boolean, margin = "400px") {
  const ref = useRef<T | null>(null);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}
