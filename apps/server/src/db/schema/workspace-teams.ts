import { sql } from "drizzle-orm";
import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { workspaceMember } from "./workspaces";
import { workspaceIdColumn, createdAtColumn } from "./columns";

/**
 * An e-mail invitation to a workspace. Only the SHA-256 of its code is stored; the code travels in
 * the mailed link. A pending invite (none of the three end times set, not expired) holds a seat.
 */
export const workspaceInvite = pgTable(
  "workspace_invite",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    /** Lower-cased (the domain's normalizeEmail). */
    email: text("email").notNull(),
    role: text("role").$type<"admin" | "editor">().notNull().default("editor"),
    /** Groups of the workspace the invitee joins on accepting (ids that no longer exist are skipped). */
    groupIds: jsonb("group_ids").$type<string[]>().notNull().default([]),
    codeHash: text("code_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => {
    const open = sql`${t.acceptedAt} is null and ${t.declinedAt} is null and ${t.revokedAt} is null`;
    return [
      // The workspace's open invites, newest first (the admin's list, the seat count, revoking by e-mail).
      index("workspace_invite_open_workspace_idx")
        .on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(open),
      // An address's open invites, newest first (the invitee's list).
      index("workspace_invite_open_email_idx")
        .on(t.email, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(open),
    ];
  },
);

/** A named set of a workspace's members (resources can later be shared with it). */
export const workspaceGroup = pgTable(
  "workspace_group",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    name: text("name").notNull(),
    createdAt: createdAtColumn(),
  },
  // The workspace's groups in the order they were made.
  (t) => [index("workspace_group_workspace_created_idx").on(t.workspaceId, t.createdAt, t.id)],
);

/**
 * A member in a group. The membership is a foreign key too, so a member who leaves or is removed
 * leaves every group of that workspace with it.
 */
export const workspaceGroupMember = pgTable(
  "workspace_group_member",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => workspaceGroup.id, { onDelete: "cascade" }),
    workspaceId: text("workspace_id").notNull(),
    userId: text("user_id").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    foreignKey({ columns: [t.workspaceId, t.userId], foreignColumns: [workspaceMember.workspaceId, workspaceMember.userId] }).onDelete("cascade"),
    // The cascade from a removed membership finds its rows.
    index("workspace_group_member_workspace_user_idx").on(t.workspaceId, t.userId),
  ],
);
