import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { itemNotFound, requireHistoryItem } from "#features/speech/history/policy";
import { clearShareLinkId } from "#features/speech/history/repo";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";

/**
 * DELETE /v1/history/{id}/share-link: turns the item's public link off at once (its page and audio
 * answer 404 from the next request); a later GET makes a new, different link. Taking a link down
 * is a change to the item: its creator, or a member it was shared with as editor or admin. An
 * item without a link answers ok as well (the call is idempotent).
 */
export async function revokeShareLink(db: Db, principal: Principal, historyItemId: string): Promise<void> {
  const { row } = await requireHistoryItem(db, await shareViewerOf(db, principal), historyItemId, "change");
  if (!(await clearShareLinkId(db, principal.workspaceId, row.id))) throw itemNotFound(historyItemId);
}
