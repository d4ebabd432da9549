import { queryKeys } from "#lib/query-keys";

/**
 * The orders' query keys (kept beside the feature: #lib/query-keys belongs to the app's shared
 * files). Everything sits under `ordersAll`, so what changes an order can refresh all of it.
 */
export const orderKeys = {
  ordersAll: ["productions-orders"] as const,
  list: ["productions-orders", "list"] as const,
  order: (id: string) => ["productions-orders", "item", id] as const,
  /** Under the order's key: refreshing the order refreshes its results; by the order's state, so a change of state reads them anew. */
  deliverables: (id: string, state: string) => ["productions-orders", "item", id, "deliverables", state] as const,
  deliverableText: (id: string, itemId: string, mediaId: string, language: string) => ["productions-orders", "item", id, "deliverable-text", itemId, mediaId, language] as const,
  languages: (kind: string) => ["productions-orders", "languages", kind] as const,
  /** The recent history items to pick media from: under the history's key, so new generations refresh it. */
  recentHistory: [...queryKeys.historyAll, "productions-picker"] as const,
};
