import { normalizeEmail } from "@vocable/domain";
import type { ReceivedInviteList } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { DEFAULT_INVITE_PAGE_SIZE, pageCursor, paged, type PageQuery } from "../invite-pages";
import { presentReceivedInvite } from "../presenter";
import { findAccount, receivedInvitePageSelect } from "../repo";

/** The signed-in user's pending invites to other workspaces (GET /v1/workspace/invites), newest first. */
export async function listReceivedInvites(db: Db, principal: Principal, q: PageQuery, now = new Date()): Promise<ReceivedInviteList> {
  const account = await findAccount(db, principal.userId);
  if (!account) return { invites: [], has_more: false, next_page_token: null };
  const size = q.page_size ?? DEFAULT_INVITE_PAGE_SIZE;
  const rows = await receivedInvitePageSelect(db, normalizeEmail(account.email), now, size + 1, pageCursor(q));
  const { page, ...rest } = paged(rows, size);
  return { invites: page.map(presentReceivedInvite), ...rest };
}
