import { MembersPage } from "../../../features/workspace/components/members-page";

/** /app/workspace/members */
export default function WorkspaceMembersRoute() {
  return <MembersPage />;
}
