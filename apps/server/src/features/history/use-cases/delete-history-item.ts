import type { AppDeps, Principal } from "../../../platform/app-env";
import { requireHistoryItem, itemNotFound } from "../policy";
import { deleteHistoryItem as deleteRow } from "../repo";
import { shareViewerOf } from "../../resources/viewer";

/** Deletes an item for everyone, with its shares and audio: its creator or an admin share holder only. */
export async function deleteHistoryItem(deps: Pick<AppDeps, "db" | "storage">, principal: Principal, id: string): Promise<void> {
  await requireHistoryItem(deps.db, await shareViewerOf(deps.db, principal), id, "delete");
  const row = await deleteRow(deps.db, principal.workspaceId, id);
  if (!row) throw itemNotFound(id);
  await deps.storage.delete(row.storageKey);
}
