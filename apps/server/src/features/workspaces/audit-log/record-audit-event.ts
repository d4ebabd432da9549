import type { Db } from "#db/client";
import type { AuditActorKind } from "#db/schema/index";
import type { Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import type { AuditActivity, AuditTargetType } from "./activities";
import type { AuditContext } from "./audit-context";
import { insertAuditEntry } from "./repo";

export interface AuditEvent extends AuditContext {
  principal: Principal;
  activity: AuditActivity;
  target?: { type: AuditTargetType; id: string | null };
  /** What changed, for a person to read: names, roles, e-mail addresses. Never a key, secret or code. */
  details?: Record<string, unknown>;
}

export function actorKindOf(principal: Principal): AuditActorKind {
  if (principal.isServiceAccount) return "service_account";
  return principal.via === "api_key" ? "api_key" : "person";
}

/**
 * Writes one audit-log entry for an admin action. Pass the transaction that makes the change when
 * there is one (the entry commits or rolls back with it); else call it right after the change.
 * The actor's e-mail and name are copied from the user row in the same statement.
 */
export async function recordAuditEvent(db: Db, event: AuditEvent): Promise<void> {
  await insertAuditEntry(db, {
    id: newId(),
    workspaceId: event.principal.workspaceId,
    actorUserId: event.principal.userId,
    actorKind: actorKindOf(event.principal),
    apiKeyId: event.principal.apiKeyId ?? null,
    activity: event.activity,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    details: event.details ?? {},
    ip: event.ip,
    userAgent: event.userAgent,
    httpMethod: event.httpMethod,
    httpPath: event.httpPath,
  });
}
