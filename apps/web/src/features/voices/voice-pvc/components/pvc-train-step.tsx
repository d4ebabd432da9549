import type { Voice } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { ProgressBar } from "#components/ui/progress-bar";
import { Spinner } from "#components/ui/spinner";
import { VoiceFormErrorBox } from "#features/voices/voices/components/voice-form-error-box";
import { VoiceMethodBadge } from "#features/voices/voices/components/voice-method-badge";
import { useSpeakWithVoice } from "#features/voices/voices/hooks/use-speak-with-voice";
import { useTrainPvc } from "../api/use-train-pvc";
import { pvcFailure } from "../pvc-error";
import { isTraining, progressPercent, trainingOf } from "../pvc-steps";

/**
 * Step 4: Train (POST …/train), then the progress the server reports (the page reads the voice
 * every 2 s) and its message, which says what the voice was built as, e.g. an embedded profile
 * when no trainable engine is installed. A trained voice has "Use"; a failed one "Train again".
 */
export function PvcTrainStep({ voice }: { voice: Voice }) {
  const train = useTrainPvc();
  const speak = useSpeakWithVoice();
  const { state, progress, message } = trainingOf(voice);
  const running = isTraining(state) || train.isPending;
  const failure = train.error ? pvcFailure(train.error) : null;
  const percent = progressPercent(progress);

  const start = () => train.mutate(voice.voice_id, { onSuccess: () => toast.success(`Training of “${voice.name}” started.`) });
  const note = message ? (
    <p className="text-sm whitespace-pre-line text-zinc-700 dark:text-zinc-300" data-testid="pvc-training-message">
      {message}
    </p>
  ) : null;

  return (
    <div className="flex max-w-2xl flex-col gap-5" data-testid="pvc-train-step" data-state={state ?? "none"}>
      {state === "fine_tuned" ? (
        <>
          <div className="flex flex-col gap-3 rounded-xl border border-emerald-300 bg-emerald-50/60 p-4 dark:border-emerald-800 dark:bg-emerald-950/30" data-testid="pvc-trained">
            <p className="flex items-center gap-2 font-semibold text-emerald-800 dark:text-emerald-300">
              <Icon name="check" /> “{voice.name}” is ready
            </p>
            <VoiceMethodBadge labels={voice.labels} className="self-start" />
            {note}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Link to={APP_ROUTES.voiceLab} className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800">
              Back to my voices
            </Link>
            <Button onClick={() => speak(voice.voice_id)} data-testid="pvc-use" aria-label={`Use ${voice.name}`}>
              Use
            </Button>
          </div>
        </>
      ) : running ? (
        <div className="flex flex-col gap-3" data-testid="pvc-training">
          <div className="flex items-center justify-between text-sm">
            <span className="flex items-center gap-2 font-medium">
              <Spinner label="Training" /> Training…
            </span>
            <span className="tabular-nums text-muted-foreground">{percent}%</span>
          </div>
          <ProgressBar percent={percent} label="Training progress" />
          {note}
          <p className="text-xs text-muted-foreground">Training goes on if you leave this page; the voice shows in your voices when it is ready.</p>
        </div>
      ) : (
        <>
          {state === "failed" ? (
            <div role="alert" className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50/60 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300" data-testid="pvc-training-failed">
              <p className="font-semibold">The training failed</p>
              {message ? <p>{message}</p> : null}
            </div>
          ) : (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Training builds the voice from all its samples (only the speakers you kept, where you separated them). It runs on the server and takes a
              little while; you can follow its progress here.
            </p>
          )}
          {failure ? <VoiceFormErrorBox error={failure} title="The training could not start" /> : null}
          <div className="flex justify-end">
            <Button onClick={start} disabled={train.isPending} data-testid="pvc-train">
              {state === "failed" ? "Train again" : "Train the voice"}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
