import type { SessionList } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { presentSession } from "../presenter";
import { sessionPageSelect, type SessionCursor } from "../repo";
import { decodeKeysetToken, encodeKeysetToken } from "#platform/keyset-token";

const DEFAULT_PAGE_SIZE = 20;

function encodeCursor(cursor: SessionCursor): string {
  return encodeKeysetToken(cursor.lastActiveAt, cursor.id);
}

function decodeCursor(token: string): SessionCursor | null {
  const decoded = decodeKeysetToken(token);
  return decoded && { lastActiveAt: decoded.at, id: decoded.id };
}

/** One keyset page of the user's signed-in sessions, most recently active first. */
export async function listSessions(db: Db, principal: Principal, q: { page_size?: number; page_token?: string }, now = new Date()): Promise<SessionList> {
  const size = q.page_size ?? DEFAULT_PAGE_SIZE;
  const cursor = q.page_token ? decodeCursor(q.page_token) : null;
  if (q.page_token && !cursor) throw new AppError("invalid_request", 400, "Invalid page token: pass the next_page_token of the previous page.");
  const rows = await sessionPageSelect(db, principal.userId, now, size + 1, cursor);
  const page = rows.slice(0, size);
  const hasMore = rows.length > size;
  const last = page.at(-1);
  return {
    sessions: page.map(({ row }) => presentSession(row, principal.sessionId)),
    has_more: hasMore,
    next_page_token: hasMore && last ? encodeCursor({ lastActiveAt: last.lastActiveText, id: last.row.id }) : null,
  };
}
