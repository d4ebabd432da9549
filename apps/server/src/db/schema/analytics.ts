import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAtColumn } from "./columns";

/**
 * First-party product analytics (spec accounts §4 "Analytics consent"): events a browser sent with
 * consent, kept for the daily cleanup's retention time (ANALYTICS_RETENTION_DAYS) and never sent
 * to a third party. `user_id` is set when the browser was signed in; a deleted user's events go with them.
 */
export const analyticsEvent = pgTable(
  "analytics_event",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** The browser's random id (kept under `xi:` while it may record; a sign-out wipes it). */
    anonymousId: text("anonymous_id").notNull(),
    name: text("name").notNull(),
    /** One flat level of short values, at most ANALYTICS_PROPERTIES_MAX_BYTES of JSON. */
    properties: jsonb("properties").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** The page's path, without its query. */
    path: text("path"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // The daily cleanup removes old events by range; reports read a time range.
    index("analytics_event_created_at_idx").on(t.createdAt),
    // A user's events (and the cascade when the user is deleted).
    index("analytics_event_user_idx").on(t.userId),
  ],
);
