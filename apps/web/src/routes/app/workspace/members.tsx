import { MembersPage } from "../../../features/workspace-members/components/members-page";

/** /app/workspace/members */
export default function WorkspaceMembersRoute() {
  return <MembersPage />;
}
