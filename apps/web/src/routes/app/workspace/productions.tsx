import { OrdersPage } from "#features/productions/orders/components/orders-page";

/** /app/workspace/productions: the workspace's productions orders; `?history_item_id=` starts one for a history item. */
export default function WorkspaceProductionsRoute() {
  return <OrdersPage />;
}
