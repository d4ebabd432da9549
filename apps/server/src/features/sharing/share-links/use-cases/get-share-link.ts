import type { ShareLinkResponse } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { requireHistoryItem, itemNotFound } from "#features/speech/history/policy";
import { ensureShareLinkId } from "#features/speech/history/repo";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";
import { shareLinkUrl } from "../presenter";
import { sharedItemCreatorName } from "./read-shared-item";

/** Characters of a share link id: 22 of base 62, about 131 random bits, so links cannot be guessed. */
export const SHARE_LINK_ID_LENGTH = 22;

/**
 * GET /v1/history/{id}/share-link: the item's public link, made on the first call and the same on
 * every later one. Publishing an item is sharing it: its creator, or a member it was shared with
 * as admin (history policy); anyone else who can see it gets 403, and an item they cannot see 404.
 * The name on the page is the creator's public name.
 */
export async function getShareLink(deps: Pick<AppDeps, "db" | "config">, principal: Principal, historyItemId: string): Promise<ShareLinkResponse> {
  const { row } = await requireHistoryItem(deps.db, await shareViewerOf(deps.db, principal), historyItemId, "share");
  const linkId = await ensureShareLinkId(deps.db, principal.workspaceId, row.id, newId(SHARE_LINK_ID_LENGTH));
  if (!linkId) throw itemNotFound(historyItemId);
  return { share_link: shareLinkUrl(deps.config.publicUrl, linkId), public_user_name: await sharedItemCreatorName(deps, row) };
}
