import { useParams } from "react-router";
import { PlanLock, usePlanLacks } from "#features/billing/subscriptions/components/plan-lock";
import { ProfessionalClonePage } from "#features/voices/voice-pvc/components/professional-clone-page";

/**
 * /app/voice-lab/professional (a new professional voice) and /app/voice-lab/professional/:voiceId
 * (its setup). A new one on a plan without professional cloning shows the upgrade prompt instead.
 */
export default function ProfessionalCloneRoute() {
  const { voiceId } = useParams();
  const locked = usePlanLacks("professionalVoiceCloning");
  if (locked && !voiceId) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-3 p-6">
        <h1 className="text-xl font-semibold">Professional voice clone</h1>
        <PlanLock capability="professionalVoiceCloning" data-testid="professional-clone-upgrade" className="text-sm" />
      </div>
    );
  }
  return <ProfessionalClonePage key={voiceId ?? "new"} voiceId={voiceId ?? null} />;
}
