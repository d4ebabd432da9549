import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requireHistoryItem, type ShareInfo } from "../policy";
import type { HistoryRow } from "../repo";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";

/** An item the caller may read (its own or shared with it), with the share it came through. */
export async function getHistoryItem(db: Db, principal: Principal, id: string): Promise<{ row: HistoryRow; share: ShareInfo | null }> {
  const { row, share } = await requireHistoryItem(db, await shareViewerOf(db, principal), id, "read");
  return { row, share };
}
