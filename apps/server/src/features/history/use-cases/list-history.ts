import type { HistoryListQuery, HistoryListResponse } from "@vocable/contract";
import { SPEECH_MODELS } from "@vocable/speech";
import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { notFound } from "../../../platform/errors";
import { presentHistoryItem } from "../presenter";
import { listHistoryPage, type HistoryPageQuery } from "../repo";

const SERVED_MODEL_IDS = new Set(SPEECH_MODELS.map((m) => m.modelId));

/**
 * A model id names either a Vocable model (matched against the model that served an item) or
 * what a client sent (an ElevenLabs alias, matched against the requested id). Vocable models serve
 * themselves, so each id needs one column only: one equality, one index range, no OR.
 */
function modelFilter(modelId: string): HistoryPageQuery["model"] {
  return { column: SERVED_MODEL_IDS.has(modelId) ? "served" : "requested", id: modelId };
}

/** One page of the workspace's history with the ElevenLabs filters; 404 for an unknown cursor. */
export async function listHistory(db: Db, principal: Principal, q: HistoryListQuery): Promise<HistoryListResponse> {
  const search = q.search?.trim();
  const rows = await listHistoryPage(db, principal.workspaceId, {
    afterId: q.start_after_history_item_id,
    direction: q.sort_direction,
    limit: q.page_size + 1,
    voiceId: q.voice_id,
    model: q.model_id ? modelFilter(q.model_id) : undefined,
    source: q.source,
    createdFrom: q.date_after_unix === undefined ? undefined : new Date(q.date_after_unix * 1000),
    createdBefore: q.date_before_unix === undefined ? undefined : new Date(q.date_before_unix * 1000),
    search: search || undefined,
  });
  if (!rows) throw notFound("history_item_not_found", `History item ${q.start_after_history_item_id} was not found.`);
  const page = rows.slice(0, q.page_size);
  return { history: page.map(presentHistoryItem), has_more: rows.length > q.page_size, last_history_item_id: page.at(-1)?.id ?? null };
}
