import type { Voice } from "@vocable/contract";
import { formatBytes } from "@vocable/domain";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { AUDIO_ACCEPT } from "#features/speech/speech-to-text/accepted-audio";
import { MicrophoneRecorder } from "#features/voices/voices/components/microphone-recorder";
import { VoiceFormErrorBox } from "#features/voices/voices/components/voice-form-error-box";
import { usePvcCaptcha } from "../api/use-pvc-captcha";
import { useVerifyCaptcha } from "../api/use-verify-captcha";
import { pvcFailure } from "../pvc-error";
import { isVerified } from "../pvc-steps";
import { ManualVerificationForm } from "./manual-verification-form";

/**
 * Step 3: the voice's speaker reads a sentence (GET …/captcha) into the microphone, or uploads a
 * recording of it; the server hears the words and compares the voice with the samples (POST
 * …/captcha). A refusal shows the server's reason and the attempts left; without a recogniser,
 * or with the attempts used up, a manual verification can be requested.
 */
export function PvcVerifyStep({ voice, onContinue }: { voice: Voice; onContinue: () => void }) {
  const verified = isVerified(voice);
  const captcha = usePvcCaptcha(voice.voice_id, !verified);
  const verify = useVerifyCaptcha();
  const [recording, setRecording] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const failure = verify.error ? pvcFailure(verify.error) : null;
  const attempts = voice.voice_verification?.verification_attempts_count ?? 0;
  const maxAttempts = voice.fine_tuning?.max_verification_attempts ?? null;
  const usedUp = maxAttempts !== null && attempts >= maxAttempts;
  const manualRequested = voice.fine_tuning?.manual_verification_requested ?? false;
  const resetVerify = verify.reset;

  const onRecorded = useCallback(
    (file: File) => {
      setRecording(file);
      resetVerify();
    },
    [resetVerify],
  );

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

  function submit() {
    if (!recording || verify.isPending) return;
    verify.mutate(
      { voiceId: voice.voice_id, recording },
      {
        onSuccess: () => {
          toast.success("The voice is verified.");
          setRecording(null);
        },
      },
    );
  }

  return (
    <div className="flex max-w-2xl flex-col gap-5" data-testid="pvc-verify-step">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Professional voices are verified before they train: the speaker of the samples reads this sentence aloud. The server checks the words and that the
        voice is the samples&apos; voice.
      </p>
      <figure className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        <figcaption className="text-xs font-medium text-muted-foreground">Read aloud</figcaption>
        {captcha.isPending ? (
          <Spinner label="Loading the sentence" />
        ) : captcha.error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(captcha.error)}
          </p>
        ) : (
          <blockquote className="text-lg font-medium" data-testid="pvc-captcha-text">
            “{captcha.data?.text}”
          </blockquote>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          disabled={captcha.isFetching || verify.isPending}
          onClick={() => {
            setRecording(null);
            verify.reset();
            void captcha.refetch();
          }}
          data-testid="pvc-captcha-new"
        >
          Another sentence
        </Button>
      </figure>

      <section aria-label="Your recording" className="flex flex-col gap-3">
        <MicrophoneRecorder onRecorded={onRecorded} disabled={verify.isPending || !captcha.data} recordLabel="Record the sentence" />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor="pvc-captcha-file" className="text-zinc-600 dark:text-zinc-400">
            Or upload a recording of it:
          </label>
          <input
            key={inputKey}
            id="pvc-captcha-file"
            type="file"
            accept={AUDIO_ACCEPT}
            disabled={verify.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onRecorded(file);
            }}
            data-testid="pvc-captcha-file"
            className="text-sm"
          />
        </div>
        {recording ? (
          <div className="flex items-center gap-2 rounded-lg border border-zinc-200 px-3 py-2 text-sm dark:border-zinc-800" data-testid="pvc-captcha-recording">
            <span className="min-w-0 flex-1 truncate font-medium">{recording.name}</span>
            <span className="text-xs text-muted-foreground tabular-nums">{formatBytes(recording.size)}</span>
            <Button
              variant="ghost"
              size="sm"
              disabled={verify.isPending}
              onClick={() => {
                setRecording(null);
                setInputKey((k) => k + 1);
              }}
            >
              Remove
            </Button>
          </div>
        ) : null}
        {maxAttempts !== null ? (
          <p className="text-xs text-muted-foreground" data-testid="pvc-attempts">
            {attempts} of {maxAttempts} attempts used.
          </p>
        ) : null}
        {failure ? <VoiceFormErrorBox error={failure} title={failure.noRecognizer ? "The recording cannot be checked here" : "The recording did not pass"} /> : null}
        <div className="flex justify-end">
          <Button onClick={submit} disabled={!recording || verify.isPending || usedUp} data-testid="pvc-captcha-submit">
            {verify.isPending ? <Spinner label="Checking" /> : null}
            {verify.isPending ? "Checking the recording…" : "Check the recording"}
          </Button>
        </div>
      </section>

      {failure?.noRecognizer || failure?.attemptsUsedUp || usedUp || manualRequested ? (
        <ManualVerificationForm voiceId={voice.voice_id} requested={manualRequested} />
      ) : null}
    </div>
  );
}
