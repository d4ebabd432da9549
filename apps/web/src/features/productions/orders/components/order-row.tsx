import type { OrderListEntry } from "../order-types";
import { APP_ROUTES } from "@vocable/domain";
import { Link, generatePath } from "react-router";
import { formatDateTime } from "../order-dates";
import { formatUsd } from "../order-money";
import { OrderStatusBadge } from "./order-status-badge";

/**
 * One order of the list: its name (which opens it), status, price, created and submitted. The
 * list's summary has no deadline (OrderSummary lacks it): the order page shows it.
 */
export function OrderRow({ order }: { order: OrderListEntry }) {
  const href = generatePath(APP_ROUTES.workspaceProductionsOrder, { orderId: order.order_id });
  return (
    <tr data-testid="order-row" data-order-id={order.order_id} className="relative hover:bg-zinc-50 dark:hover:bg-zinc-900/60">
      <td className="px-3 py-2">
        <Link to={href} className="font-medium hover:underline" data-testid="order-row-link">
          {order.name}
        </Link>
        {order.sandbox ? <span className="ml-2 text-xs text-muted-foreground">(sandbox)</span> : null}
      </td>
      <td className="px-3 py-2">
        <OrderStatusBadge state={order.state} />
      </td>
      <td className="px-3 py-2 tabular-nums">{formatUsd(order.total_amount_usd)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.created_at)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{order.submitted_at ? formatDateTime(order.submitted_at) : "Not yet"}</td>
    </tr>
  );
}
