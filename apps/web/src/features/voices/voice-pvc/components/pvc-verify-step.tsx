import type { Voice } from "@vocable/contract";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { isVerified } from "../pvc-steps";
import { CaptchaRecording } from "./captcha-recording";
import { ManualVerificationForm } from "./manual-verification-form";

/**
 * Step 3: the voice's speaker reads a sentence (GET …/captcha) into the microphone, or uploads a
 * recording of it; the server hears the words and compares the voice with the samples (POST
 * …/captcha). A refusal shows the server's reason and the attempts left; without a recogniser,
 * or with the attempts used up, a manual verification can be requested.
 */
export function PvcVerifyStep({ voice, onContinue }: { voice: Voice; onContinue: () => void }) {
  const verified = isVerified(voice);
  const attempts = voice.voice_verification?.verification_attempts_count ?? 0;
  const maxAttempts = voice.fine_tuning?.max_verification_attempts ?? null;
  const usedUp = maxAttempts !== null && attempts >= maxAttempts;
  const manualRequested = voice.fine_tuning?.manual_verification_requested ?? false;

  if (verified) {
    return (
      <div className="flex max-w-2xl flex-col gap-4" data-testid="pvc-verify-step">
        <p className="flex items-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300" data-testid="pvc-verified">
          <Icon name="check" /> The voice is verified: its speaker read the sentence.
        </p>
        <div className="flex justify-end">
          <Button onClick={onContinue} data-testid="pvc-verify-continue">
            Continue to training
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex max-w-2xl flex-col gap-5" data-testid="pvc-verify-step">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Professional voices are verified before they train: the speaker of the samples reads this sentence aloud. The server checks the words and that the
        voice is the samples&apos; voice.
      </p>
      <CaptchaRecording
        voiceId={voice.voice_id}
        scope="professional"
        idPrefix="pvc"
        attempts={{ used: attempts, max: maxAttempts }}
        renderAfter={(failure) =>
          failure?.noRecognizer || failure?.attemptsUsedUp || usedUp || manualRequested ? <ManualVerificationForm voiceId={voice.voice_id} requested={manualRequested} /> : null
        }
      />
    </div>
  );
}
