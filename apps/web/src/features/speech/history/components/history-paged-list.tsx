import type { HistoryItem } from "@vocable/contract";
import { useMemo, useState, type ReactNode } from "react";
import { LoadMoreFooter } from "#components/paged-list/load-more-footer";
import { LaterPageError, PagedListBody } from "#components/paged-list/paged-list-states";
import type { useHistoryList } from "../api/use-history-list";
import { groupByDate } from "../history-date-groups";
import { useLoadOnScroll } from "../hooks/use-load-on-scroll";
import { DeleteHistoryItemDialog } from "./delete-history-item-dialog";
import { HistoryDateSections } from "./history-date-sections";

interface HistoryPagedListProps {
  list: ReturnType<typeof useHistoryList>;
  /** The items of the pages loaded so far, in order. */
  items: HistoryItem[];
  nowUnix: number;
  loadingLabel: string;
  /** What the page says when nothing is listed. */
  empty: ReactNode;
  emptyTestId?: string;
  /** Starts the date headings' ids. */
  idPrefix: string;
  headingTestId?: string;
  "data-testid": string;
  /** One row of the list (an `<li>` with its key); `onDelete` asks whether to delete the item. */
  renderItem: (item: HistoryItem, onDelete: () => void) => ReactNode;
  /** Shown under the list, above a later page's error. */
  notice?: ReactNode;
  loadMoreTestId?: string;
  loadingMoreTestId?: string;
  /** The delete dialog's question and what it explains. */
  deleteTitle: string;
  deleteDescription: string;
}

/**
 * A history list's body (the text to speech and voice changer pages): the items under date
 * headings, the next page loaded as the list scrolls (with a "Load more" button for keyboards and
 * old browsers), and the dialog that deletes an item.
 */
export function HistoryPagedList({ list, items, nowUnix, renderItem, notice, deleteTitle, deleteDescription, ...props }: HistoryPagedListProps) {
  const [pendingDelete, setPendingDelete] = useState<HistoryItem | null>(null);
  const groups = useMemo(() => groupByDate(items, (i) => i.date_unix, nowUnix), [items, nowUnix]);
  const canLoadMore = list.hasNextPage && !list.isFetchNextPageError;
  // Off while anything loads (a refresh of the pages, a new filter's first page); turned on again,
  // the observer reports at once whether the end is still in view.
  const sentinel = useLoadOnScroll<HTMLDivElement>(() => void list.fetchNextPage(), canLoadMore && !list.isFetching && !list.isPlaceholderData);

  return (
    <>
      <PagedListBody list={list} loadingLabel={props.loadingLabel} isEmpty={items.length === 0} emptyTestId={props.emptyTestId} empty={props.empty}>
        <HistoryDateSections
          groups={groups}
          idPrefix={props.idPrefix}
          headingTestId={props.headingTestId}
          busy={list.isFetching}
          data-testid={props["data-testid"]}
          renderItem={(item) => renderItem(item, () => setPendingDelete(item))}
        />
      </PagedListBody>

      {notice}

      <LaterPageError list={list} />

      {/* Scrolling near the end loads the next page; the button does the same by hand. */}
      <LoadMoreFooter
        canLoadMore={canLoadMore && items.length > 0}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        pendingAs="line"
        sentinelRef={sentinel}
        data-testid={props.loadMoreTestId}
        loadingTestId={props.loadingMoreTestId}
      />

      <DeleteHistoryItemDialog item={pendingDelete} onClose={() => setPendingDelete(null)} title={deleteTitle} description={deleteDescription} />
    </>
  );
}
