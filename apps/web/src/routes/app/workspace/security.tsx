import { SecurityPage } from "../../../features/workspace/components/security-page";

/** /app/workspace/security */
export default function WorkspaceSecurityRoute() {
  return <SecurityPage />;
}
