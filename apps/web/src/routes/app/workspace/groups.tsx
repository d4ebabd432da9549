import { GroupsPage } from "#features/workspaces/workspace-groups/components/groups-page";

/** /app/workspace/groups */
export default function WorkspaceGroupsRoute() {
  return <GroupsPage />;
}
