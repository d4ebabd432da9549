import { useParams } from "react-router";
import { ProfessionalClonePage } from "#features/voices/voice-pvc/components/professional-clone-page";

/** /app/voice-lab/professional (a new professional voice) and /app/voice-lab/professional/:voiceId (its setup) */
export default function ProfessionalCloneRoute() {
  const { voiceId } = useParams();
  return <ProfessionalClonePage key={voiceId ?? "new"} voiceId={voiceId ?? null} />;
}
