import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { user, workspaceAuditLog } from "#db/schema/index";

export type AuditLogRow = typeof workspaceAuditLog.$inferSelect;
type NewAuditEntry = Omit<typeof workspaceAuditLog.$inferInsert, "actorEmail" | "actorName" | "createdAt">;

/** Inserts an entry with the actor's e-mail and name copied from its user row, in one statement. */
export async function insertAuditEntry(db: Db, row: NewAuditEntry & { actorUserId: string }): Promise<void> {
  const t = workspaceAuditLog;
  await db.execute(sql`
    insert into ${t} (${sql.join(
      [t.id, t.workspaceId, t.actorUserId, t.actorEmail, t.actorName, t.actorKind, t.apiKeyId, t.activity, t.targetType, t.targetId, t.details, t.ip, t.userAgent, t.httpMethod, t.httpPath].map((c) => sql.identifier(c.name)),
      sql`, `,
    )})
    select ${row.id}, ${row.workspaceId}, ${user.id}, ${user.email}, ${user.name}, ${row.actorKind}, ${row.apiKeyId ?? null}, ${row.activity},
           ${row.targetType ?? null}, ${row.targetId ?? null}, ${JSON.stringify(row.details ?? {})}::jsonb, ${row.ip ?? null}, ${row.userAgent ?? null},
           ${row.httpMethod ?? null}, ${row.httpPath ?? null}
    from ${user} where ${user.id} = ${row.actorUserId}`);
}

/** Where a page ends: the last entry's created_at as PostgreSQL's text (microseconds kept) and its id. */
export interface AuditCursor {
  createdAt: string;
  id: string;
}

export interface AuditLogFilter {
  from?: Date;
  to?: Date;
  actorUserId?: string;
  /** One activity (its own index) or a set of them (a class: a filter over the workspace's range). */
  activities?: readonly string[];
}

/**
 * A page of a workspace's entries, newest first: a range of workspace_audit_log_workspace_created_idx,
 * or of the actor or activity index when the filter names one actor or one activity.
 */
export function auditLogPageSelect(db: Db, workspaceId: string, filter: AuditLogFilter, limit: number, cursor: AuditCursor | null) {
  const t = workspaceAuditLog;
  const activities = filter.activities;
  return db
    .select({ entry: t, createdText: sql<string>`${t.createdAt}::text` })
    .from(t)
    .where(
      and(
        eq(t.workspaceId, workspaceId),
        filter.actorUserId !== undefined ? eq(t.actorUserId, filter.actorUserId) : undefined,
        activities === undefined ? undefined : activities.length === 1 ? eq(t.activity, activities[0]) : inArray(t.activity, [...activities]),
        filter.from ? gte(t.createdAt, filter.from) : undefined,
        filter.to ? lte(t.createdAt, filter.to) : undefined,
        cursor ? sql`(${t.createdAt}, ${t.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
}
