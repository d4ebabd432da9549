import type { WorkspaceAuditLogEntry } from "@vocable/contract";
import type { AuditActivity } from "./activities";
import { OCSF_ACTIVITIES, OCSF_CLASSES } from "./ocsf";
import type { AuditCursor, AuditLogRow } from "./repo";
import { decodeKeysetToken, encodeKeysetToken } from "#platform/keyset-token";

const ACTOR_TYPES = { person: { typeId: 1, type: "User" }, api_key: { typeId: 1, type: "User" }, service_account: { typeId: 3, type: "System" } } as const;

/** A short sentence: who did what to what. */
function messageOf(row: AuditLogRow, name: string): string {
  const d = row.details;
  const about = [d.email, d.name, d.role, d.resource_type].filter((v) => typeof v === "string" && v !== "").join(", ");
  return `${row.actorEmail}: ${name}${about ? ` (${about})` : row.targetId ? ` (${row.targetId})` : ""}`;
}

/** An entry in the SDK's WorkspaceAuditLogEntryResponse (OCSF) shape. */
export function presentAuditEntry(row: AuditLogRow): WorkspaceAuditLogEntry {
  const activity = row.activity as AuditActivity;
  const ocsf = OCSF_ACTIVITIES[activity] ?? { classUid: 3004, activityId: 99, name: row.activity };
  const className = OCSF_CLASSES[ocsf.classUid];
  const actorType = ACTOR_TYPES[row.actorKind];
  return {
    id: row.id,
    metadata: { product: { name: "Vocable" }, version: "1.6.0" },
    time: row.createdAt.getTime(),
    time_dt: row.createdAt.toISOString(),
    activity_id: ocsf.activityId,
    activity_name: ocsf.name,
    category_name: "Identity & Access Management",
    category_uid: 3,
    class_name: className,
    class_uid: ocsf.classUid,
    type_uid: ocsf.classUid * 100 + ocsf.activityId,
    type_name: `${className}: ${ocsf.name}`,
    severity_id: 1,
    status_id: 1,
    actor: {
      user: { uid: row.actorUserId ?? undefined, name: row.actorName, full_name: row.actorName, email_addr: row.actorEmail, type_id: actorType.typeId, type: actorType.type },
      app_name: row.actorKind === "person" ? "session" : "api_key",
      ...(row.apiKeyId ? { app_uid: row.apiKeyId } : {}),
    },
    ...(row.ip ? { device: { ip: row.ip, type_id: 99 } } : {}),
    ...(row.httpMethod
      ? { http_request: { http_method: row.httpMethod, url: { path: row.httpPath ?? undefined }, ...(row.userAgent ? { user_agent: row.userAgent } : {}) } }
      : {}),
    message: messageOf(row, ocsf.name),
    unmapped: {
      activity: row.activity,
      actor_kind: row.actorKind,
      target_type: row.targetType,
      target_id: row.targetId,
      details: row.details,
      user_agent: row.userAgent,
    },
  };
}

export function encodeAuditCursor(cursor: AuditCursor): string {
  return encodeKeysetToken(cursor.createdAt, cursor.id);
}

export function decodeAuditCursor(token: string): AuditCursor | null {
  const decoded = decodeKeysetToken(token);
  return decoded && { createdAt: decoded.at, id: decoded.id };
}
