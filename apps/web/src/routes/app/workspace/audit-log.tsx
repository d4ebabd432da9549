import { AuditLogPage } from "#features/workspaces/audit-log/components/audit-log-page";

/** /app/workspace/audit-log */
export default function WorkspaceAuditLogRoute() {
  return <AuditLogPage />;
}
