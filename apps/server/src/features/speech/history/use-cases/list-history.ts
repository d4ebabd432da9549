import type { HistoryListQuery, HistoryListResponse } from "@vocable/contract";
import { MODEL_ALIASES } from "@vocable/speech";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { presentHistoryItem } from "../presenter";
import { findHistoryCursor, listHistoryPage, type HistoryPageQuery } from "../repo";
import { itemNotFound, requireHistoryItem, sharesOfRows } from "../policy";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";


/**
 * A model id names either what a client sent (an ElevenLabs alias, matched against the requested
 * id) or a Vocable model, an engine's included (matched against the model that served an item).
 * Vocable models serve themselves, so each id needs one column only: one equality, one index
 * range, no OR.
 */
function modelFilter(modelId: string): HistoryPageQuery["model"] {
  return { column: Object.hasOwn(MODEL_ALIASES, modelId) ? "requested" : "served", id: modelId };
}

/**
 * One page of what the caller sees of the workspace's history (its own items and those shared
 * with it) with the ElevenLabs filters; 404 for a cursor item it cannot see.
 */
export async function listHistory(db: Db, principal: Principal, q: HistoryListQuery): Promise<HistoryListResponse> {
  const viewer = await shareViewerOf(db, principal);
  const afterId = q.start_after_history_item_id;
  if (afterId !== undefined) await requireHistoryItem(db, viewer, afterId, "read");
  const cursor = afterId === undefined ? null : await findHistoryCursor(db, principal.workspaceId, afterId);
  if (afterId !== undefined && !cursor) throw itemNotFound(afterId);
  const search = q.search?.trim();
  const query: HistoryPageQuery = {
    direction: q.sort_direction,
    limit: q.page_size + 1,
    voiceId: q.voice_id,
    model: q.model_id ? modelFilter(q.model_id) : undefined,
    source: q.source,
    createdFrom: q.date_after_unix === undefined ? undefined : new Date(q.date_after_unix * 1000),
    createdBefore: q.date_before_unix === undefined ? undefined : new Date(q.date_before_unix * 1000),
    search: search || undefined,
  };
  const rows = await listHistoryPage(db, viewer, query, cursor);
  const page = rows.slice(0, q.page_size);
  const shares = await sharesOfRows(db, viewer, page);
  return { history: page.map((row) => presentHistoryItem(row, shares.get(row.id) ?? null)), has_more: rows.length > q.page_size, last_history_item_id: page.at(-1)?.id ?? null };
}
