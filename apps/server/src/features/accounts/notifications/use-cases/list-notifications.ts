import type { NotificationsPage } from "@vocable/contract";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { decodeNotificationCursor, encodeNotificationCursor, presentNotification } from "../presenter";
import { countUnread, notificationPageSelect } from "../repo";

export const DEFAULT_NOTIFICATION_PAGE_SIZE = 20;

/** GET /v1/notifications: a page of the caller's notifications, newest first, with the unread count. */
export async function listNotifications(db: Db, userId: string, q: { page_size?: number; cursor?: string }): Promise<NotificationsPage> {
  const cursor = q.cursor ? decodeNotificationCursor(q.cursor) : null;
  if (q.cursor && !cursor) throw new AppError("invalid_request", 400, "Invalid cursor: pass the next_cursor of the previous page.");
  const size = q.page_size ?? DEFAULT_NOTIFICATION_PAGE_SIZE;
  const rows = await notificationPageSelect(db, userId, size + 1, cursor);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const hasMore = rows.length > size;
  return {
    messages: page.map((r) => presentNotification(r.row)),
    unread_count: await countUnread(db, userId),
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeNotificationCursor({ createdAt: last.createdText, id: last.row.id }) : null,
  };
}
