import type { Order } from "../order-types";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { useRemoveItem } from "../api/use-order-changes";
import { itemMediaIds, itemSummary } from "../order-items";
import { languageName } from "../order-languages";
import { formatUsd } from "../order-money";

/** The order's items with their quotes; while a draft, each with Remove. */
export function ItemList({ order, editable }: { order: Order; editable: boolean }) {
  const remove = useRemoveItem(order.order_id);
  const names = new Map(order.media.map((m) => [m.media_id, m.name]));

  if (order.items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-sm text-muted-foreground dark:border-zinc-700" data-testid="order-items-empty">
        {editable ? "No work chosen yet. Add a transcription, subtitles or a dub review below." : "This order has no items."}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="order-items">
      {order.items.map(({ item_id, item, quote }) => {
        const removing = remove.isPending && remove.variables === item_id;
        return (
          <li key={item_id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2 text-sm" data-testid="order-item" data-item-id={item_id}>
            <div className="min-w-0">
              <p className="font-medium">{itemSummary(item, languageName)}</p>
              <p className="truncate text-xs text-muted-foreground">{itemMediaIds(item).map((id) => names.get(id) ?? id).join(", ")}</p>
            </div>
            <div className="flex items-center gap-3">
              <span className="tabular-nums" data-testid="order-item-quote">
                {formatUsd(quote.amount_usd)}
              </span>
              {editable ? (
                <Button variant="ghost" size="sm" onClick={() => remove.fire(item_id)} disabled={remove.isPending} aria-label={`Remove ${itemSummary(item, languageName)}`}>
                  {removing ? <Spinner label="Removing" /> : null}
                  Remove
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
