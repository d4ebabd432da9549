import { AuditLogPage } from "../../../features/workspace/components/audit-log-page";

/** /app/workspace/audit-log */
export default function WorkspaceAuditLogRoute() {
  return <AuditLogPage />;
}
