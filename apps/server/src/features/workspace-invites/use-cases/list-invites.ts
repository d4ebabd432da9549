import { normalizeEmail } from "@vocable/domain";
import type { ReceivedInviteList, SentInviteList } from "@vocable/contract";
import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { AppError } from "../../../platform/errors";
import { requirePermission } from "../../workspaces/policy";
import { decodeInviteCursor, encodeInviteCursor, presentReceivedInvite, presentSentInvite } from "../presenter";
import { findAccount, receivedInvitePageSelect, sentInvitePageSelect, type InviteCursor } from "../repo";

const DEFAULT_PAGE_SIZE = 50;
type PageQuery = { page_size?: number; page_token?: string };

function pageCursor(q: PageQuery): InviteCursor | null {
  if (!q.page_token) return null;
  const cursor = decodeInviteCursor(q.page_token);
  if (!cursor) throw new AppError("invalid_request", 400, "Invalid page token: pass the next_page_token of the previous page.");
  return cursor;
}

function paged<T extends { invite: { id: string }; createdText: string }>(rows: T[], size: number) {
  const page = rows.slice(0, size);
  const hasMore = rows.length > size;
  const last = page.at(-1);
  return { page, has_more: hasMore, next_page_token: hasMore && last ? encodeInviteCursor({ createdAt: last.createdText, id: last.invite.id }) : null };
}

/** The signed-in user's pending invites to other workspaces (GET /v1/workspace/invites), newest first. */
export async function listReceivedInvites(db: Db, principal: Principal, q: PageQuery, now = new Date()): Promise<ReceivedInviteList> {
  const account = await findAccount(db, principal.userId);
  if (!account) return { invites: [], has_more: false, next_page_token: null };
  const size = q.page_size ?? DEFAULT_PAGE_SIZE;
  const rows = await receivedInvitePageSelect(db, normalizeEmail(account.email), now, size + 1, pageCursor(q));
  const { page, ...rest } = paged(rows, size);
  return { invites: page.map(presentReceivedInvite), ...rest };
}

/** The caller's workspace's pending invites (GET /v1/workspace/invites/sent), newest first. */
export async function listSentInvites(db: Db, principal: Principal, q: PageQuery, now = new Date()): Promise<SentInviteList> {
  requirePermission(principal, "workspace_members_read", "Only workspace members may list the invites.");
  const size = q.page_size ?? DEFAULT_PAGE_SIZE;
  const rows = await sentInvitePageSelect(db, principal.workspaceId, now, size + 1, pageCursor(q));
  const { page, ...rest } = paged(rows, size);
  return { invites: page.map(presentSentInvite), ...rest };
}
