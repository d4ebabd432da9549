import type { AppDeps, Principal } from "../../../platform/app-env";
import { shareViewerOf } from "../../resources/viewer";
import { emitWorkspaceEvent } from "../../webhooks/emit-workspace-event";
import { itemNotFound, requireHistoryItem } from "../policy";
import { deleteHistoryItem as deleteRow } from "../repo";

/**
 * Deletes an item for everyone, with its shares and audio (its creator or an admin share holder
 * only), then tells the workspace's webhooks (history_item.deleted).
 */
export async function deleteHistoryItem(deps: Pick<AppDeps, "db" | "storage" | "jobs" | "log">, principal: Principal, id: string): Promise<void> {
  await requireHistoryItem(deps.db, await shareViewerOf(deps.db, principal), id, "delete");
  const row = await deleteRow(deps.db, principal.workspaceId, id);
  if (!row) throw itemNotFound(id);
  await deps.storage.delete(row.storageKey);
  await emitWorkspaceEvent(deps, principal.workspaceId, "history_item.deleted", {
    history_item_id: row.id,
    voice_id: row.voiceId,
    model_id: row.requestedModelId,
    deleted_by_user_id: principal.userId,
  });
}
