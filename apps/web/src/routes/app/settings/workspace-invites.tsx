import { WorkspaceInvitesPage } from "#features/workspaces/workspace-invites/components/workspace-invites-page";

/** /app/settings/workspace-invites */
export default function WorkspaceInvitesRoute() {
  return <WorkspaceInvitesPage />;
}
