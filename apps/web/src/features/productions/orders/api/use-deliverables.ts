import type { OrderState } from "@vocable/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { ORDER_POLL_MS, isOrderFinished } from "../order-status";
import { orderKeys } from "./order-keys";

/** The path of one delivered file. */
const FILE = "/v1/productions/orders/{order_id}/deliverables/{item_id}/{media_id}/{format}" as const;

/** GET …/deliverables: the files of the work accepted so far; asked again while more may come, and when the order's state changes. */
export function useDeliverables(orderId: string, state: OrderState) {
  return useQuery({
    queryKey: orderKeys.deliverables(orderId, state),
    queryFn: ({ signal }) => data(api.GET("/v1/productions/orders/{order_id}/deliverables", { params: { path: { order_id: orderId } }, signal })),
    refetchInterval: isOrderFinished(state) ? false : ORDER_POLL_MS * 2,
    placeholderData: keepPreviousData,
  });
}

export interface DeliverableRef {
  orderId: string;
  itemId: string;
  mediaId: string;
  language: string;
  format: "txt" | "json" | "srt" | "vtt";
}

/** One delivered file as a Blob (GET …/deliverables/{item_id}/{media_id}/{format}?language=). */
export async function fetchDeliverable(ref: DeliverableRef): Promise<Blob> {
  const params = { path: { order_id: ref.orderId, item_id: ref.itemId, media_id: ref.mediaId, format: ref.format }, query: { language: ref.language } };
  return (await data(api.GET(FILE, { params, parseAs: "blob" }))) as Blob;
}

/** A delivered transcript's text, for its preview (fetched when shown; it does not change). */
export function useDeliverableText(ref: Omit<DeliverableRef, "format">, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.deliverableText(ref.orderId, ref.itemId, ref.mediaId, ref.language),
    queryFn: async () => (await fetchDeliverable({ ...ref, format: "txt" })).text(),
    enabled,
    staleTime: Infinity,
  });
}
