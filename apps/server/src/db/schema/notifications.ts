import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAtColumn, userIdColumn } from "./columns";

/**
 * A notification of a user (spec accounts §3 "Message"): made by a real event of their account
 * (features/accounts/notifications), with the event's name (the spec's "Event").
 */
export const notification = pgTable(
  "notification",
  {
    id: text("id").primaryKey(),
    userId: userIdColumn(),
    /** info, success, warning or error. */
    severity: text("severity").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    needsAttention: boolean("needs_attention").notNull().default(false),
    /** What happened, as a name (e.g. `transcript.completed`). */
    event: text("event").notNull(),
    /** Where in the app the notification leads (an app path), if anywhere. */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAtColumn(6),
  },
  (t) => [
    // The bell's list: a user's notifications newest first, a page a range of this index.
    index("notification_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The unread count: only unread rows are in it.
    index("notification_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
