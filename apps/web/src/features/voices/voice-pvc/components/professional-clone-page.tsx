import type { Voice } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useState } from "react";
import { Link } from "react-router";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";
import { usePvcVoice } from "../api/use-pvc-voice";
import { canOpenStep, wizardStep, type PvcStep } from "../pvc-steps";
import { PvcCreateStep } from "./pvc-create-step";
import { PvcSamplesStep } from "./pvc-samples-step";
import { PvcStepper } from "./pvc-stepper";
import { PvcTrainStep } from "./pvc-train-step";
import { PvcVerifyStep } from "./pvc-verify-step";

/**
 * Professional voice cloning as a page: /app/voice-lab/professional creates the voice, then
 * /app/voice-lab/professional/:voiceId takes it through samples, verification and training,
 * opening at the step the voice is at (so "Continue setup" on its card lands in the right place).
 */
export function ProfessionalClonePage({ voiceId }: { voiceId: string | null }) {
  return (
    <div className="flex flex-col gap-5" data-testid="pvc-page">
      <div className="flex flex-col gap-1">
        <Link to={APP_ROUTES.voiceLab} className="self-start text-sm text-muted-foreground hover:text-zinc-900 dark:hover:text-white">
          ← My voices
        </Link>
        <h1 className="text-xl font-semibold">Professional voice clone</h1>
      </div>
      {voiceId === null ? (
        <>
          <PvcStepper voice={null} current="create" onChoose={() => {}} />
          <PvcCreateStep />
        </>
      ) : (
        <ExistingVoiceWizard voiceId={voiceId} />
      )}
    </div>
  );
}

function ExistingVoiceWizard({ voiceId }: { voiceId: string }) {
  const voice = usePvcVoice(voiceId);
  if (voice.isPending) {
    return (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label="Loading the voice" />
      </div>
    );
  }
  if (voice.error) {
    const gone = voice.error instanceof ApiError && voice.error.status === 404;
    return <InlineError title={gone ? "This voice is not there" : undefined} message={errorMessage(voice.error)} onRetry={gone ? undefined : () => void voice.refetch()} retrying={voice.isFetching} />;
  }
  if (voice.data.category !== "professional") {
    return <InlineError title="Not a professional voice" message={`“${voice.data.name}” was not made by professional cloning, so it has no samples to verify or train here.`} />;
  }
  return <Wizard voice={voice.data} />;
}

function Wizard({ voice }: { voice: Voice }) {
  // Opens at the voice's step; afterwards the user moves on with Continue or the stepper.
  const [chosen, setChosen] = useState<PvcStep>(() => wizardStep(voice));
  // A step the voice no longer allows (training started elsewhere, a sample deleted) gives way to where the voice is.
  const step = chosen === wizardStep(voice) || canOpenStep(voice, chosen) ? chosen : wizardStep(voice);
  return (
    <div className="flex flex-col gap-5" data-testid="pvc-wizard" data-step={step} data-voice-id={voice.voice_id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold" data-testid="pvc-voice-name">
          {voice.name}
        </h2>
        <PvcStepper voice={voice} current={step} onChoose={setChosen} />
      </div>
      {step === "samples" ? (
        <PvcSamplesStep voice={voice} onContinue={() => setChosen("verify")} />
      ) : step === "verify" ? (
        <PvcVerifyStep voice={voice} onContinue={() => setChosen("train")} />
      ) : (
        <PvcTrainStep voice={voice} />
      )}
    </div>
  );
}
