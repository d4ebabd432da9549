import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ApiKeyPermission, WorkspaceRole } from "@vocable/domain";
import { apiKey } from "./api-keys";
import { createdAtColumn, userIdColumn, workspaceIdColumn } from "./columns";

/**
 * A single-use token (POST /v1/single-use-token/{token_type}): a browser opens one realtime
 * socket with it instead of the API key. Only its SHA-256 is kept; it acts as the caller who made
 * it (role and key permissions as they were then, the key and the membership checked again on use)
 * for one connection within 15 minutes.
 */
export const singleUseToken = pgTable(
  "single_use_token",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    tokenType: text("token_type").notNull(),
    workspaceId: workspaceIdColumn(),
    userId: userIdColumn(),
    /** The key it was made with (gone with the key); null when made in a signed-in session. */
    apiKeyId: text("api_key_id").references(() => apiKey.id, { onDelete: "cascade" }),
    role: text("role").$type<WorkspaceRole>().notNull(),
    /** The key's permissions when made; null for a signed-in person (the role alone decides). */
    keyPermissions: jsonb("key_permissions").$type<ApiKeyPermission[] | null>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  // The daily cleanup removes expired tokens by range.
  (t) => [index("single_use_token_expires_idx").on(t.expiresAt)],
);
