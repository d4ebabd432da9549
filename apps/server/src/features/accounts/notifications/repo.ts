import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { notification } from "#db/schema/index";
import { newId } from "#platform/ids";

export type NotificationRow = typeof notification.$inferSelect;
export type NewNotification = Omit<typeof notification.$inferInsert, "id" | "createdAt" | "readAt">;

/** Where a page ends: the last row's created_at as PostgreSQL's text (microseconds kept) and its id. */
export interface NotificationCursor {
  createdAt: string;
  id: string;
}

export async function insertNotification(db: Db, row: NewNotification): Promise<string> {
  const id = newId();
  await db.insert(notification).values({ ...row, id });
  return id;
}

/** A page of a user's notifications, newest first (a range of notification_user_created_idx). */
export function notificationPageSelect(db: Db, userId: string, limit: number, cursor: NotificationCursor | null) {
  const t = notification;
  return db
    .select({ row: t, createdText: sql<string>`${t.createdAt}::text` })
    .from(t)
    .where(and(eq(t.userId, userId), cursor ? sql`(${t.createdAt}, ${t.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})` : undefined))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notification).where(and(eq(notification.userId, userId), isNull(notification.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notification)
    .set({ readAt: sql`coalesce(${notification.readAt}, now())` })
    .where(and(eq(notification.userId, userId), eq(notification.id, id)))
    .returning({ id: notification.id });
  return rows.length > 0;
}

/** Marks every unread notification of the user read; returns how many. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notification)
    .set({ readAt: sql`now()` })
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)))
    .returning({ id: notification.id });
  return rows.length;
}
