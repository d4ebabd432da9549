import { z } from "zod";
import { PageToken, ResourceId, SingleLineText } from "./strings";

/**
 * The workspace audit log in the pinned SDK's shapes (`client.workspace.auditLogs.list`:
 * AuditLogsListRequest, WorkspaceAuditLogsPageResponse, WorkspaceAuditLogEntryResponse, OCSF 1.6
 * objects). `unmapped` carries Vocable's own activity key (e.g. `member.invited`), the target and
 * the details.
 */
export const AuditLogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: PageToken.optional(),
  time_from_unix_ms: z.coerce.number().int().min(0).max(8.64e15).optional(),
  time_to_unix_ms: z.coerce.number().int().min(0).max(8.64e15).optional(),
  actor_uid: ResourceId.optional(),
  /** An OCSF class name, e.g. "Account Change", "Group Management". */
  class_name: SingleLineText.max(100).optional(),
  /** An activity name as listed (e.g. "Member Invited") or Vocable's key (e.g. member.invited). */
  activity_name: SingleLineText.max(100).optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

const OcsfUser = z.object({
  name: z.string().optional(),
  uid: z.string().optional(),
  type_id: z.number().int().optional(),
  type: z.string().optional(),
  email_addr: z.string().optional(),
  full_name: z.string().optional(),
});

export const WorkspaceAuditLogEntry = z
  .object({
    id: z.string(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    time: z.number().int(),
    time_dt: z.string(),
    activity_id: z.number().int(),
    activity_name: z.string(),
    category_name: z.string(),
    category_uid: z.number().int(),
    class_name: z.string(),
    class_uid: z.number().int(),
    type_uid: z.number().int(),
    type_name: z.string(),
    severity_id: z.number().int(),
    status_id: z.number().int(),
    actor: z.object({ user: OcsfUser, app_name: z.string().optional(), app_uid: z.string().optional() }),
    device: z.object({ ip: z.string().optional(), type_id: z.number().int().optional() }).optional(),
    http_request: z
      .object({ http_method: z.string(), url: z.object({ path: z.string().optional() }), user_agent: z.string().optional() })
      .optional(),
    message: z.string(),
    unmapped: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: "WorkspaceAuditLogEntryResponse" });
export type WorkspaceAuditLogEntry = z.infer<typeof WorkspaceAuditLogEntry>;

export const WorkspaceAuditLogsPage = z
  .object({ entries: z.array(WorkspaceAuditLogEntry), has_more: z.boolean(), next_cursor: z.string().optional() })
  .meta({ id: "WorkspaceAuditLogsPageResponse" });
export type WorkspaceAuditLogsPage = z.infer<typeof WorkspaceAuditLogsPage>;
