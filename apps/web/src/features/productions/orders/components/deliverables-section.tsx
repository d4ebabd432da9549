import type { Order } from "../order-types";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useDeliverables } from "../api/use-deliverables";
import { groupDeliverables } from "../order-deliverables";
import { itemSummary } from "../order-items";
import { languageName } from "../order-languages";
import { DeliverableRow } from "./deliverable-row";

/** "Results": the delivered files of the work accepted so far, per item and media file. */
export function DeliverablesSection({ order }: { order: Order }) {
  const deliverables = useDeliverables(order.order_id, order.state);
  const items = new Map(order.items.map((i) => [i.item_id, i.item]));
  const media = new Map(order.media.map((m) => [m.media_id, m.name]));

  let body;
  if (deliverables.isPending) body = <Spinner label="Loading the results" />;
  else if (deliverables.isError) body = <InlineError message={errorMessage(deliverables.error)} onRetry={() => void deliverables.refetch()} retrying={deliverables.isFetching} />;
  else {
    const groups = groupDeliverables(deliverables.data.deliverables);
    body =
      groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-sm text-muted-foreground dark:border-zinc-700" data-testid="order-deliverables-empty">
          No results yet. Each item's files appear here once its work is checked; this page looks for them by itself.
        </p>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="order-deliverables">
          {groups.map((group) => {
            const item = items.get(group.itemId);
            return (
              <DeliverableRow
                key={`${group.itemId}/${group.mediaId}/${group.language}`}
                orderId={order.order_id}
                group={group}
                title={`${item ? itemSummary(item, languageName) : "Delivered work"} · in ${languageName(group.language)}`}
                mediaName={media.get(group.mediaId) ?? "Media"}
              />
            );
          })}
        </ul>
      );
  }

  return (
    <section aria-labelledby="order-results-title" className="flex flex-col gap-3">
      <h2 id="order-results-title" className="text-base font-semibold">
        Results
      </h2>
      {body}
    </section>
  );
}
