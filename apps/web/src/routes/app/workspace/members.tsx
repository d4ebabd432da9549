import { MembersPage } from "#features/workspaces/workspace-members/components/members-page";

/** /app/workspace/members */
export default function WorkspaceMembersRoute() {
  return <MembersPage />;
}
