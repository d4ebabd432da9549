import type { MouseEvent } from "react";

/** The id of the page's main region, the skip link's target. */
export const MAIN_ID = "main-content";

/**
 * "Skip to content": the first tab stop, shown when focused; it moves focus to the main region
 * (focusable with tabIndex -1) so the next Tab reaches the page's first control, not the sidebar's.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Focus moves without the router or the address seeing a #fragment.
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skip}
      className="sr-only rounded-lg bg-white px-3 py-2 text-sm font-medium text-zinc-900 shadow-lg ring-2 ring-zinc-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] dark:bg-zinc-900 dark:text-zinc-100 dark:ring-zinc-100"
    >
      Skip to content
    </a>
  );
}
