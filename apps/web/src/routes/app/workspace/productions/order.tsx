import { useParams } from "react-router";
import { OrderPage } from "#features/productions/orders/components/order-page";

/** /app/workspace/productions/:orderId: one order; a new id starts the page afresh. */
export default function WorkspaceProductionsOrderRoute() {
  const { orderId = "" } = useParams();
  return <OrderPage key={orderId} orderId={orderId} />;
}
