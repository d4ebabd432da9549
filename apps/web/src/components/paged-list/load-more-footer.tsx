import type { Ref } from "react";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";

interface LoadMoreFooterProps {
  /** Another page can be asked for (there is one, and the last try did not fail). */
  canLoadMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  onLoadMore: () => void;
  /**
   * While a page loads: a "Loading…" line in the button's place ("line", for lists that also load
   * as they scroll), or the button itself, disabled, with a spinner ("button").
   */
  pendingAs?: "line" | "button";
  /** Lists that load as they scroll: the marker under the list that `useLoadOnScroll` watches. */
  sentinelRef?: Ref<HTMLDivElement>;
  "data-testid"?: string;
  /** The "Loading…" line's test id. */
  loadingTestId?: string;
}

/** The end of a paged list: "Load more" while there are more pages, and what shows while one loads. */
export function LoadMoreFooter({ canLoadMore, loading, onLoadMore, pendingAs = "button", sentinelRef, loadingTestId, ...rest }: LoadMoreFooterProps) {
  const busyButton = pendingAs === "button" && loading;
  return (
    <>
      {sentinelRef ? <div ref={sentinelRef} aria-hidden className="h-px" /> : null}
      {pendingAs === "line" && loading ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-zinc-600 dark:text-zinc-400" data-testid={loadingTestId}>
          <Spinner /> Loading…
        </p>
      ) : canLoadMore ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} disabled={busyButton} data-testid={rest["data-testid"]}>
            {busyButton ? <Spinner /> : null}
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}
