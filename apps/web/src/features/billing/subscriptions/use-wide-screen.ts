import { useSyncExternalStore } from "react";

/** Wide screens get the promo offer's floating toast (spec accounts §4 "Promo dialog"). */
export const WIDE_SCREEN_QUERY = "(min-width: 768px)";

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(WIDE_SCREEN_QUERY);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}

/** Whether the window is at least 768 px wide. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SCREEN_QUERY).matches,
    () => true,
  );
}
