import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { ORDER_POLL_MS, isOrderMoving } from "../order-status";
import { orderKeys } from "./order-keys";

/** GET /v1/productions/orders/{id}; asked again every few seconds while it is on its way (paying, waiting, worked on). */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.order(orderId),
    queryFn: ({ signal }) => data(api.GET("/v1/productions/orders/{order_id}", { params: { path: { order_id: orderId } }, signal })),
    refetchInterval: (q) => (q.state.data && isOrderMoving(q.state.data.state) ? ORDER_POLL_MS : false),
  });
}
