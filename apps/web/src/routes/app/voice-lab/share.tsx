import { useParams } from "react-router";
import { SharedVoicePage } from "#features/voices/voice-library/components/shared-voice-page";

/** /app/voice-lab/share/:publicUserId/:voiceId (a shared voice's link) */
export default function SharedVoiceRoute() {
  const { publicUserId = "", voiceId = "" } = useParams();
  return <SharedVoicePage key={`${publicUserId}/${voiceId}`} publicUserId={publicUserId} voiceId={voiceId} />;
}
