import { WorkspaceInvitesPage } from "../../../features/workspace-invites/components/workspace-invites-page";

/** /app/settings/workspace-invites */
export default function WorkspaceInvitesRoute() {
  return <WorkspaceInvitesPage />;
}
