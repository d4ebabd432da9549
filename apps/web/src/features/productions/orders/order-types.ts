import type { components } from "#lib/api-schema";

/**
 * The orders' answers as the API client types them (api-schema.d.ts, from the server's
 * /openapi.json): what the pages receive, even while @vocable/contract moves ahead of it.
 */
export type Order = components["schemas"]["OrderResponse"];
export type OrderListEntry = components["schemas"]["OrderSummary"];
export type OrderMedia = Order["media"][number];
