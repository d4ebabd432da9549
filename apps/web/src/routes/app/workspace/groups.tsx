import { GroupsPage } from "../../../features/workspace-groups/components/groups-page";

/** /app/workspace/groups */
export default function WorkspaceGroupsRoute() {
  return <GroupsPage />;
}
