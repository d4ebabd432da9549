import type { AudioIsolationHistory } from "@vocable/contract";
import { notFound } from "#platform/errors";

/**
 * `audioIsolation.list`: the cleaned audio is answered to the request that sent it and never
 * stored (nor is the upload), so there is no past isolation to list, on any page or search.
 */
export function listIsolationHistory(_query: { page_size: number; page: number; search?: string }): AudioIsolationHistory {
  return { items: [], has_more: false };
}

/** `audioIsolation.delete`: no isolation is kept, so no id names one (404). */
export function deleteIsolationHistoryItem(historyItemId: string): never {
  throw notFound("history_item_not_found", `No audio isolation ${historyItemId} is kept here: isolated audio is answered to the request and not stored.`);
}
