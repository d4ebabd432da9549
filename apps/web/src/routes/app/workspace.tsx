import { WorkspacePage } from "#features/workspaces/workspaces/components/workspace-page";

/** /app/workspace */
export default function WorkspaceRoute() {
  return <WorkspacePage />;
}
