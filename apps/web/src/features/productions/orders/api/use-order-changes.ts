import type { OrderItemRequest } from "@vocable/contract";
import { useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { orderKeys } from "./order-keys";
import { useGuardedMutation } from "./use-guarded-mutation";

const path = (orderId: string) => ({ path: { order_id: orderId } });

/** The order and the list are read again after a change (its items, price, state). */
function useRefresh(orderId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.list });
  };
}

/** POST …/items: adds an item (or replaces `itemId`) and answers its quote. Failures are the form's to show. */
export function useUpsertItem(orderId: string) {
  const refresh = useRefresh(orderId);
  return useGuardedMutation({
    mutationFn: ({ item, itemId }: { item: OrderItemRequest; itemId?: string }) =>
      data(api.POST("/v1/productions/orders/{order_id}/items", { params: path(orderId), body: { request: { item, item_id: itemId } } })),
    onSuccess: refresh,
  });
}

/** DELETE …/items/{item_id}. */
export function useRemoveItem(orderId: string) {
  const refresh = useRefresh(orderId);
  return useGuardedMutation({
    mutationFn: (itemId: string) => data(api.DELETE("/v1/productions/orders/{order_id}/items/{item_id}", { params: { path: { order_id: orderId, item_id: itemId } } })),
    onSuccess: refresh,
    onError: handleError,
  });
}

/** PATCH …: the name and the deadline (null: none). Failures are the form's to show. */
export function useUpdateOrder(orderId: string) {
  const refresh = useRefresh(orderId);
  return useGuardedMutation({
    mutationFn: (request: { name: string; deadline_at: string | null }) => data(api.PATCH("/v1/productions/orders/{order_id}", { params: path(orderId), body: { request } })),
    onSuccess: refresh,
  });
}

/** POST …/submit: charges the total and sends the work to the producers. Failures (a 402 above all) are the page's to show. */
export function useSubmitOrder(orderId: string) {
  const refresh = useRefresh(orderId);
  return useGuardedMutation({
    mutationFn: () => data(api.POST("/v1/productions/orders/{order_id}/submit", { params: path(orderId) })),
    onSettled: refresh,
  });
}

/** POST …/cancel, before payment. */
export function useCancelOrder(orderId: string) {
  const refresh = useRefresh(orderId);
  return useGuardedMutation({
    mutationFn: () => data(api.POST("/v1/productions/orders/{order_id}/cancel", { params: path(orderId), body: {} })),
    onSuccess: refresh,
    onError: handleError,
  });
}
