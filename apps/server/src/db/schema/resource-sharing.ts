import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { ResourceShareRole } from "@vocable/domain";
import { user } from "./auth";
import { workspaceIdColumn, createdAtColumn } from "./columns";

/**
 * One grant of a workspace resource to a principal of the same workspace (`workspace.resources.share`).
 * Generic over resource kinds, so no foreign key to the resource: the feature that deletes a
 * resource deletes its shares in the same transaction. Group ids are kept as text (the groups
 * feature owns that table; features/sharing/resource-sharing/group-membership.ts is the one place that reads it).
 */
export const resourceShare = pgTable(
  "resource_share",
  {
    workspaceId: workspaceIdColumn(),
    /** `speech_history_item` or `voice` (features/sharing/resource-sharing/resource-kinds.ts). */
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id").notNull(),
    /**
     * The resource's own created_at, copied at share time: the recipients' lists order shared
     * items with their own by (created_at, id), and this lets the share index give that order.
     */
    resourceCreatedAt: timestamp("resource_created_at", { withTimezone: true, precision: 6 }).notNull(),
    /** `user` (a member), `group`, `workspace` (every member: ElevenLabs' group_id "default") or `key` (a service account's key). */
    principalType: text("principal_type").$type<"user" | "group" | "workspace" | "key">().notNull(),
    /** The user, group or key id; the workspace's own id for `workspace`. */
    principalId: text("principal_id").notNull(),
    role: text("role").$type<ResourceShareRole>().notNull(),
    sharedByUserId: text("shared_by_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // A resource's shares (the access check, GET /v1/workspace/resources/{id}, unshare): one per principal.
    primaryKey({ columns: [t.workspaceId, t.resourceType, t.resourceId, t.principalType, t.principalId] }),
    // What was shared with a principal, in the lists' page order (history's shared part).
    index("resource_share_principal_created_idx").on(
      t.workspaceId,
      t.resourceType,
      t.principalType,
      t.principalId,
      t.resourceCreatedAt.desc().nullsFirst(),
      t.resourceId.desc().nullsFirst(),
    ),
  ],
);
