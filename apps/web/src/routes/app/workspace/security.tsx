import { SecurityPage } from "#features/workspaces/workspaces/components/security-page";

/** /app/workspace/security */
export default function WorkspaceSecurityRoute() {
  return <SecurityPage />;
}
