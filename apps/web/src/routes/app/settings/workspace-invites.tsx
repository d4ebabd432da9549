import { WorkspaceInvitesPage } from "../../../features/workspace/components/workspace-invites-page";

/** /app/settings/workspace-invites */
export default function WorkspaceInvitesRoute() {
  return <WorkspaceInvitesPage />;
}
