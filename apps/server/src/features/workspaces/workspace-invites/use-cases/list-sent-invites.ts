import type { SentInviteList } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { DEFAULT_INVITE_PAGE_SIZE, pageCursor, paged, type PageQuery } from "../invite-pages";
import { presentSentInvite } from "../presenter";
import { sentInvitePageSelect } from "../repo";

/** The caller's workspace's pending invites (GET /v1/workspace/invites/sent), newest first. */
export async function listSentInvites(db: Db, principal: Principal, q: PageQuery, now = new Date()): Promise<SentInviteList> {
  requirePermission(principal, "workspace_members_read", "Only workspace members may list the invites.");
  const size = q.page_size ?? DEFAULT_INVITE_PAGE_SIZE;
  const rows = await sentInvitePageSelect(db, principal.workspaceId, now, size + 1, pageCursor(q));
  const { page, ...rest } = paged(rows, size);
  return { invites: page.map(presentSentInvite), ...rest };
}
