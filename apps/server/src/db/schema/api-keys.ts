import { bigint, boolean, index, jsonb, pgTable, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import { workspaceIdColumn, userIdColumn, createdAtColumn } from "./columns";

/** API keys are stored as SHA-256 hashes; only a short hint of the key is kept in clear. */
export const apiKey = pgTable(
  "api_key",
  {
    id: text("id").primaryKey(),
    userId: userIdColumn(),
    workspaceId: workspaceIdColumn(),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    hint: text("hint").notNull(),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** The key's permissions (the domain's API_KEY_PERMISSIONS; a call outside them is 403); null: the default set. */
    permissions: jsonb("permissions").$type<string[]>(),
    /** Characters this key may spend (its count resets with the workspace's); null: only the workspace quota. */
    characterLimit: bigint("character_limit", { mode: "number" }),
    characterCount: bigint("character_count", { mode: "number" }).notNull().default(0),
    /** The workspace's reset time the count belongs to: a count of an earlier month reads as 0. */
    characterCountPeriodEnd: timestamp("character_count_period_end", { withTimezone: true }),
    /** A disabled key is refused until it is enabled again. */
    isDisabled: boolean("is_disabled").notNull().default(false),
    /** Why the key was disabled other than by an admin's edit: `self_disabled` (its holder, through POST /v1/workspaces/api-keys/disable). */
    disableReason: text("disable_reason").$type<"self_disabled">(),
    /** IP addresses and CIDR ranges (normalized, `10.0.0.0/24`) the key may be used from; null: any. */
    allowedIps: jsonb("allowed_ips").$type<string[]>(),
    /** Whether the key's holder may disable it (POST /v1/workspaces/api-keys/disable); null: the default, allowed. */
    thirdPartyDisableAllowed: boolean("third_party_disable_allowed"),
    /** The key that made this one, if a key did: revoking a key revokes the keys it made. */
    createdByKeyId: text("created_by_key_id").references((): AnyPgColumn => apiKey.id, { onDelete: "cascade" }),
  },
  // Matches the listing's WHERE workspace_id, user_id ORDER BY created_at DESC, id DESC exactly (features/developers/api-keys/repo.ts).
  (t) => [
    index("api_key_workspace_user_created_idx").on(t.workspaceId, t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Revoking a key finds the keys it made.
    index("api_key_created_by_key_idx").on(t.createdByKeyId),
  ],
);
