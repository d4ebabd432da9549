import type { OrderItemKind } from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { orderKeys } from "./order-keys";

/**
 * GET /v1/productions/orders/languages/{kind}: a transcription's languages (also those media may
 * be declared in), or for subtitles and dub reviews each source language with its destinations.
 * They change only with the server's engines.
 */
export function useOrderLanguages(kind: OrderItemKind) {
  return useQuery({
    queryKey: orderKeys.languages(kind),
    queryFn: ({ signal }) => data(api.GET("/v1/productions/orders/languages/{order_item_kind}", { params: { path: { order_item_kind: kind } }, signal })),
    staleTime: 10 * 60_000,
  });
}
