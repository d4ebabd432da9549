import { WorkspaceVoicesPage } from "#features/voices/voice-library/components/workspace-voices-page";

/** /app/workspace-voices */
export default function WorkspaceVoicesRoute() {
  return <WorkspaceVoicesPage title="Workspace voices" description="Voices other members of your workspace shared with you, ready to use for text to speech." voicesTabs />;
}
