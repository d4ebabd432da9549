import type { AuditLogQuery, WorkspaceAuditLogsPage } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { activitiesOfClass, activityOfName } from "../ocsf";
import { decodeAuditCursor, encodeAuditCursor, presentAuditEntry } from "../presenter";
import { auditLogPageSelect, type AuditLogFilter } from "../repo";

export const DEFAULT_AUDIT_PAGE_SIZE = 50;

/** A page of the caller's workspace's audit log, newest first (admins only); a forged cursor is a 400. */
export async function listAuditLogs(db: Db, principal: Principal, q: AuditLogQuery): Promise<WorkspaceAuditLogsPage> {
  requirePermission(principal, "audit_log_read", "Only workspace admins can read the audit log.");
  const cursor = q.cursor ? decodeAuditCursor(q.cursor) : null;
  if (q.cursor && !cursor) throw new AppError("invalid_request", 400, "Invalid cursor: pass the next_cursor of the previous page.");
  const filter: AuditLogFilter = {};
  if (q.time_from_unix_ms !== undefined) filter.from = new Date(q.time_from_unix_ms);
  if (q.time_to_unix_ms !== undefined) filter.to = new Date(q.time_to_unix_ms);
  if (q.actor_uid !== undefined) filter.actorUserId = q.actor_uid;
  let activities: string[] | undefined;
  if (q.class_name !== undefined) activities = activitiesOfClass(q.class_name);
  if (q.activity_name !== undefined) {
    const one = activityOfName(q.activity_name);
    activities = one && (activities === undefined || activities.includes(one)) ? [one] : [];
  }
  if (activities !== undefined && activities.length === 0) return { entries: [], has_more: false };
  if (activities !== undefined) filter.activities = activities;

  const size = q.limit ?? DEFAULT_AUDIT_PAGE_SIZE;
  const rows = await auditLogPageSelect(db, principal.workspaceId, filter, size + 1, cursor);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const hasMore = rows.length > size;
  return {
    entries: page.map((r) => presentAuditEntry(r.entry)),
    has_more: hasMore,
    ...(hasMore && last ? { next_cursor: encodeAuditCursor({ createdAt: last.createdText, id: last.entry.id }) } : {}),
  };
}
