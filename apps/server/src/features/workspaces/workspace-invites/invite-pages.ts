import { AppError } from "#platform/errors";
import { decodeInviteCursor, encodeInviteCursor } from "./presenter";
import type { InviteCursor } from "./repo";

/** Invite lists: 50 a page unless asked, keyset cursors over (created_at, id). */
export const DEFAULT_INVITE_PAGE_SIZE = 50;
export type PageQuery = { page_size?: number; page_token?: string };

/** The cursor a page token names (none: the first page); a forged token is a 400. */
export function pageCursor(q: PageQuery): InviteCursor | null {
  if (!q.page_token) return null;
  const cursor = decodeInviteCursor(q.page_token);
  if (!cursor) throw new AppError("invalid_request", 400, "Invalid page token: pass the next_page_token of the previous page.");
  return cursor;
}

/** The page of `size` rows out of `size + 1` read, whether more follow, and the next page's token. */
export function paged<T extends { invite: { id: string }; createdText: string }>(rows: T[], size: number) {
  const page = rows.slice(0, size);
  const hasMore = rows.length > size;
  const last = page.at(-1);
  return { page, has_more: hasMore, next_page_token: hasMore && last ? encodeInviteCursor({ createdAt: last.createdText, id: last.invite.id }) : null };
}

