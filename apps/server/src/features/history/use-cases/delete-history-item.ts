import type { AppDeps, Principal } from "../../../platform/app-env";
import { emitWorkspaceEvent } from "../../webhooks/emit-workspace-event";
import { deleteHistoryItem as deleteRow } from "../repo";

/**
 * Deletes a history item of the caller's workspace and its audio, then tells the workspace's
 * webhooks (history_item.deleted). False when the workspace has no such item.
 */
export async function deleteHistoryItem(deps: Pick<AppDeps, "db" | "storage" | "jobs" | "log">, principal: Principal, id: string): Promise<boolean> {
  const row = await deleteRow(deps.db, principal.workspaceId, id);
  if (!row) return false;
  await deps.storage.delete(row.storageKey);
  await emitWorkspaceEvent(deps, principal.workspaceId, "history_item.deleted", {
    history_item_id: row.id,
    voice_id: row.voiceId,
    model_id: row.requestedModelId,
    deleted_by_user_id: principal.userId,
  });
  return true;
}
