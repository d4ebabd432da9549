import { DesignVoicePage } from "#features/voices/voice-design/components/design-voice-page";

/** /app/voice-lab/design */
export default function DesignVoiceRoute() {
  return <DesignVoicePage />;
}
