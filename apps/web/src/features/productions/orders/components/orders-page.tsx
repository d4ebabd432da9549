import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { LoadMoreFooter } from "#components/paged-list/load-more-footer";
import { LaterPageError, PagedListBody } from "#components/paged-list/paged-list-states";
import { Button } from "#components/ui/button";
import { WorkspaceTabs } from "#features/workspaces/workspaces/components/workspace-tabs";
import { useOrderList } from "../api/use-order-list";
import { NewOrderDialog } from "./new-order-dialog";
import { OrderRow } from "./order-row";

/** The query parameter the history page's "Order a human-checked transcript" link sets. */
export const HISTORY_ITEM_PARAM = "history_item_id";

/**
 * /app/workspace/productions: the workspace's orders of human-checked work, newest first ("Load
 * more" for older ones), with their status, price and dates; "New order" names one and opens it.
 * `?history_item_id=` opens the form for a transcript of that history item.
 */
export function OrdersPage() {
  const list = useOrderList();
  const [params, setParams] = useSearchParams();
  const historyItemId = params.get(HISTORY_ITEM_PARAM)?.trim() || null;
  const [creating, setCreating] = useState(false);
  const orders = useMemo(() => list.data?.pages.flatMap((p) => p.orders) ?? [], [list.data]);
  const dialogOpen = creating || !!historyItemId;

  function setDialogOpen(open: boolean) {
    setCreating(open);
    if (!open && historyItemId) {
      const next = new URLSearchParams(params);
      next.delete(HISTORY_ITEM_PARAM);
      setParams(next, { replace: true });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <WorkspaceTabs />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold">Productions orders</h1>
          <p className="text-sm text-muted-foreground">Human-checked work on your workspace's media: transcripts, subtitles and dub reviews, priced per minute.</p>
        </div>
        <Button onClick={() => setDialogOpen(true)} data-testid="orders-new">
          New order
        </Button>
      </div>

      <PagedListBody
        list={list}
        loadingLabel="Loading the orders"
        isEmpty={orders.length === 0}
        emptyTestId="orders-empty"
        empty={
          <>
            <p className="max-w-md">No orders yet. Order a human-checked transcript, subtitles or a review of a dub: start with a name, then add your media.</p>
            <Button variant="secondary" onClick={() => setDialogOpen(true)} data-testid="orders-empty-new">
              Start an order
            </Button>
          </>
        }
      >
        <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
          <table className="w-full text-left text-sm" data-testid="orders-list" aria-busy={list.isFetching || undefined}>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">Order</th>
                <th className="px-3 py-2 font-medium">Status</th>
                <th className="px-3 py-2 font-medium">Price</th>
                <th className="px-3 py-2 font-medium">Created</th>
                <th className="px-3 py-2 font-medium">Submitted</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {orders.map((order) => (
                <OrderRow key={order.order_id} order={order} />
              ))}
            </tbody>
          </table>
        </div>
      </PagedListBody>

      <LaterPageError list={list} />
      <LoadMoreFooter
        canLoadMore={!!list.hasNextPage && !list.isFetchNextPageError && orders.length > 0}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        data-testid="orders-more"
      />

      {/* A fresh form for each opening (and each history item). */}
      {dialogOpen ? <NewOrderDialog key={historyItemId ?? "new"} open onOpenChange={setDialogOpen} historyItemId={historyItemId} /> : null}
    </div>
  );
}
