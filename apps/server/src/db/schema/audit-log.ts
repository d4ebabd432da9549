import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { workspaceIdColumn, createdAtColumn } from "./columns";

/** Who acted: a signed-in person, a service account (through its key), or a person's API key. */
export type AuditActorKind = "person" | "service_account" | "api_key";

/**
 * One admin action in a workspace (who, what, when, from where): written by features/workspaces/audit-log's
 * recordAuditEvent, read by GET /v1/workspace/audit-logs. The actor's e-mail and name are copied so
 * the entry still says who acted after the account is deleted (actor_user_id becomes null). Details
 * never hold a secret (a key, a webhook secret, an invite code).
 */
export const workspaceAuditLog = pgTable(
  "workspace_audit_log",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    actorName: text("actor_name").notNull(),
    actorKind: text("actor_kind").$type<AuditActorKind>().notNull(),
    /** The API key the actor came with (no foreign key: the entry outlives the key). */
    apiKeyId: text("api_key_id"),
    /** e.g. member.invited, webhook.deleted: features/workspaces/audit-log/activities.ts. */
    activity: text("activity").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** The request that made the change (method and path, no query string). */
    httpMethod: text("http_method"),
    httpPath: text("http_path"),
    createdAt: createdAtColumn(),
  },
  // The workspace's entries, newest first, and those of one actor or one activity: each list is a
  // range of one of these indexes (audit-log-plans.test.ts).
  (t) => [
    index("workspace_audit_log_workspace_created_idx").on(t.workspaceId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("workspace_audit_log_actor_created_idx").on(t.workspaceId, t.actorUserId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("workspace_audit_log_activity_created_idx").on(t.workspaceId, t.activity, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
