import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { countUnread, markAllRead, markRead } from "../repo";

/** POST /v1/notifications/{id}/read: another user's notification is as absent as an unknown one (404). */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<{ unread_count: number }> {
  if (!(await markRead(db, userId, id))) throw new AppError("not_found", 404, `Notification ${id} was not found.`);
  return { unread_count: await countUnread(db, userId) };
}

/** POST /v1/notifications/read-all. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<{ unread_count: number }> {
  await markAllRead(db, userId);
  return { unread_count: 0 };
}
