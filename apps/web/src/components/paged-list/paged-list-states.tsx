import type { ReactNode } from "react";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";

/** What the paged-list parts read of a page-by-page query (TanStack Query's `useInfiniteQuery`). */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  data: unknown;
  error: unknown;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

interface PagedListBodyProps {
  list: PagedQuery;
  /** The spinner's label while the first page loads. */
  loadingLabel: string;
  /** Whether the loaded pages hold no item. */
  isEmpty: boolean;
  /** What the dashed box says when there is nothing to list. */
  empty: ReactNode;
  emptyTestId?: string;
  /** The list itself, shown once there is something in it. */
  children: ReactNode;
}

/** A paged list's place on the page: a spinner for the first page, its failure with Retry, the empty box, or the list. */
export function PagedListBody({ list, loadingLabel, isEmpty, empty, emptyTestId, children }: PagedListBodyProps) {
  if (list.isPending) {
    return (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (list.isError && !list.data) {
    return <InlineError message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  if (isEmpty) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700"
        data-testid={emptyTestId}
      >
        {empty}
      </div>
    );
  }
  return <>{children}</>;
}

/** A later page (or a refresh) failed: what was loaded stays, with the error under it and a Retry of what failed. */
export function LaterPageError({ list }: { list: PagedQuery }) {
  if (!list.isError || !list.data) return null;
  return (
    <InlineError
      message={errorMessage(list.error)}
      onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
      retrying={list.isFetching}
    />
  );
}
