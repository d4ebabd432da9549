import type { AppDeps, Principal } from "#platform/app-env";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";
import { deleteShareVideos } from "#features/sharing/share-videos/video-files";
import { itemNotFound, requireHistoryItem } from "../policy";
import { deleteHistoryItem as deleteRow } from "../repo";

/**
 * Deletes an item for everyone, with its shares and audio (its creator or an admin share holder
 * only); the history_item.deleted event for the workspace's webhooks is recorded with the deletion.
 */
export async function deleteHistoryItem(deps: Pick<AppDeps, "db" | "storage" | "jobs" | "log">, principal: Principal, id: string): Promise<void> {
  await requireHistoryItem(deps.db, await shareViewerOf(deps.db, principal), id, "delete");
  const { row, deliveries } = await deps.db.transaction(async (tx) => {
    const deleted = await deleteRow(tx, principal.workspaceId, id);
    if (!deleted) throw itemNotFound(id);
    const recorded = await recordWorkspaceEvent(tx, principal.workspaceId, "history_item.deleted", {
      history_item_id: deleted.id,
      voice_id: deleted.voiceId,
      model_id: deleted.requestedModelId,
      deleted_by_user_id: principal.userId,
    });
    return { row: deleted, deliveries: recorded };
  });
  await deps.storage.delete(row.storageKey);
  // A speech-to-speech item's original audio goes with it (a published sound effect's listing went with the row).
  if (row.sourceStorageKey) await deps.storage.delete(row.sourceStorageKey);
  await deleteShareVideos(deps.storage, row);
  await queueWebhookDeliveries(deps, deliveries);
}
