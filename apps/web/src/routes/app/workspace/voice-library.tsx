import { WorkspaceVoicesPage } from "#features/voices/voice-library/components/workspace-voices-page";

/** /app/workspace/voice-library */
export default function WorkspaceVoiceLibraryRoute() {
  return (
    <WorkspaceVoicesPage
      title="Workspace voice library"
      description="The voices shared inside this workspace: each member's voices shared with you, a group you are in, or the whole workspace."
    />
  );
}
