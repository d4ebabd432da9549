import { text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { workspace } from "./workspaces";

/** The workspace a row belongs to; the row goes with the workspace. */
export const workspaceIdColumn = () =>
  text("workspace_id")
    .notNull()
    .references(() => workspace.id, { onDelete: "cascade" });

/** The member a row belongs to (its creator or owner); the row goes with the account. */
export const userIdColumn = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/**
 * When the row was made, set by the database. `precision` 6 (microseconds, PostgreSQL's own) where
 * a keyset page orders by it, so a page token carries the whole value.
 */
export const createdAtColumn = (precision?: 6) => timestamp("created_at", { withTimezone: true, ...(precision ? { precision } : {}) }).notNull().defaultNow();

/** When the row last changed; its writers set it. */
export const updatedAtColumn = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
