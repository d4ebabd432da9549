import type { Order } from "../order-types";
import { formatDateTime } from "../order-dates";
import { ORDER_STATUS_HINTS } from "../order-status";
import { OrderStatusBadge } from "./order-status-badge";

/** The order's name (the page's h1), status with what it means, and its dates. */
export function OrderHeader({ order }: { order: Order }) {
  const dates: [string, string | null][] = [
    ["Created", order.created_at],
    ["Submitted", order.submitted_at],
    ["Paid", order.paid_at],
    ["Delivered", order.completed_at],
    ["Deadline", order.deadline_at],
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold break-words">{order.name}</h1>
        <OrderStatusBadge state={order.state} />
        {order.sandbox ? <span className="text-xs text-muted-foreground">Sandbox: never charged</span> : null}
      </div>
      {/* Announced as it changes while the page polls. */}
      <p className="text-sm text-muted-foreground" role="status" aria-live="polite" data-testid="order-status-hint">
        {ORDER_STATUS_HINTS[order.state]}
      </p>
      {order.cancel_reason ? <p className="text-sm">Reason: {order.cancel_reason}</p> : null}
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted-foreground">
        {dates
          .filter(([label, at]) => at || label === "Created" || label === "Deadline")
          .map(([label, at]) => (
            <div key={label} className="flex gap-1">
              <dt>{label}:</dt>
              <dd className="text-zinc-800 dark:text-zinc-200">{label === "Deadline" && !at ? "None" : formatDateTime(at)}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
