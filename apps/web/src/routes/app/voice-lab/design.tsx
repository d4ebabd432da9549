import { DesignVoicePage } from "../../../features/voice-design/components/design-voice-page";

/** /app/voice-lab/design */
export default function DesignVoiceRoute() {
  return <DesignVoicePage />;
}
