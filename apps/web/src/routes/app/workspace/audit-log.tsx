import { AuditLogPage } from "../../../features/audit-log/components/audit-log-page";

/** /app/workspace/audit-log */
export default function WorkspaceAuditLogRoute() {
  return <AuditLogPage />;
}
