import { formatBytes } from "@vocable/domain";
import { useCallback, useState, type ReactNode } from "react";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { AUDIO_ACCEPT } from "#features/speech/speech-to-text/accepted-audio";
import { MicrophoneRecorder } from "#features/voices/voices/components/microphone-recorder";
import { VoiceFormErrorBox } from "#features/voices/voices/components/voice-form-error-box";
import { usePvcCaptcha, type CaptchaScope } from "../api/use-pvc-captcha";
import { useVerifyCaptcha } from "../api/use-verify-captcha";
import { pvcFailure, type PvcFailure } from "../pvc-error";

interface CaptchaRecordingProps {
  voiceId: string;
  /** The professional wizard's captcha, or any cloned voice's. */
  scope: CaptchaScope;
  /** Starts the ids and test ids ("pvc" → pvc-captcha-file, pvc-attempts…), one prefix per place it is shown. */
  idPrefix: string;
  /** The attempts used, and the most allowed when the server says (the count shows, and Check stops, at the limit). */
  attempts: { used: number; max: number | null };
  /** After the server verified the voice and the voice was read again (the hook says "The voice is verified."). */
  onVerified?: () => void;
  /** What follows a refusal (the wizard's manual verification request). */
  renderAfter?: (failure: PvcFailure | null) => ReactNode;
}

/**
 * The captcha of a voice: the sentence to read (GET …/captcha, "Another sentence" asks again),
 * recorded with the microphone or uploaded, then sent (POST …/captcha). The server hears the
 * words and compares the voice with the samples; a refusal shows its words (the reason and the
 * attempts left, or that no recogniser is installed).
 */
export function CaptchaRecording({ voiceId, scope, idPrefix, attempts, onVerified, renderAfter }: CaptchaRecordingProps) {
  const captcha = usePvcCaptcha(voiceId, true, scope);
  const verify = useVerifyCaptcha(scope);
  const [recording, setRecording] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const failure = verify.error ? pvcFailure(verify.error) : null;
  const usedUp = attempts.max !== null && attempts.used >= attempts.max;
  const resetVerify = verify.reset;
  const fileId = `${idPrefix}-captcha-file`;

  const onRecorded = useCallback(
    (file: File) => {
      setRecording(file);
      resetVerify();
    },
    [resetVerify],
  );

  function submit() {
    if (!recording || verify.isPending) return;
    verify.mutate(
      { voiceId, recording },
      {
        onSuccess: () => {
          setRecording(null);
          onVerified?.();
        },
      },
    );
  }

  return (
    <>
      <figure className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        <figcaption className="text-xs font-medium text-muted-foreground">Read aloud</figcaption>
        {captcha.isPending ? (
          <Spinner label="Loading the sentence" />
        ) : captcha.error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(captcha.error)}
          </p>
        ) : (
          <blockquote className="text-lg font-medium" data-testid={`${idPrefix}-captcha-text`}>
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
          data-testid={`${idPrefix}-captcha-new`}
        >
          Another sentence
        </Button>
      </figure>

      <section aria-label="Your recording" className="flex flex-col gap-3">
        <MicrophoneRecorder onRecorded={onRecorded} disabled={verify.isPending || !captcha.data} recordLabel="Record the sentence" />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={fileId} className="text-zinc-600 dark:text-zinc-400">
            Or upload a recording of it:
          </label>
          <input
            key={inputKey}
            id={fileId}
            type="file"
            accept={AUDIO_ACCEPT}
            disabled={verify.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onRecorded(file);
            }}
            data-testid={fileId}
            className="text-sm"
          />
        </div>
        {recording ? (
          <div className="flex items-center gap-2 rounded-lg border border-zinc-200 px-3 py-2 text-sm dark:border-zinc-800" data-testid={`${idPrefix}-captcha-recording`}>
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
        {attempts.max !== null ? (
          <p className="text-xs text-muted-foreground" data-testid={`${idPrefix}-attempts`}>
            {attempts.used} of {attempts.max} attempts used.
          </p>
        ) : null}
        {failure ? <VoiceFormErrorBox error={failure} title={failure.noRecognizer ? "The recording cannot be checked here" : "The recording did not pass"} /> : null}
        <div className="flex justify-end">
          <Button onClick={submit} disabled={!recording || verify.isPending || usedUp} data-testid={`${idPrefix}-captcha-submit`}>
            {verify.isPending ? <Spinner label="Checking" /> : null}
            {verify.isPending ? "Checking the recording…" : "Check the recording"}
          </Button>
        </div>
      </section>

      {renderAfter?.(failure)}
    </>
  );
}
