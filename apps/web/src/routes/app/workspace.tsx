import { WorkspacePage } from "../../features/workspace/components/workspace-page";

/** /app/workspace */
export default function WorkspaceRoute() {
  return <WorkspacePage />;
}
