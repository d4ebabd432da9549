import { GroupsPage } from "../../../features/workspace/components/groups-page";

/** /app/workspace/groups */
export default function WorkspaceGroupsRoute() {
  return <GroupsPage />;
}
