import { useCallback, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Switch } from "#components/ui/switch";
import { PlanLock, usePlanLacks } from "#features/billing/subscriptions/components/plan-lock";
import { useAddVoice } from "../api/use-add-voice";
import { voiceFormError } from "../add-voice-error";
import { UPLOADING, type CloneProgressState } from "../clone-stages";
import { addSampleFiles } from "../sample-files";
import { EMPTY_VOICE_FORM, voiceFormProblem, type VoiceFormValues } from "../voice-form";
import { CloneProgress } from "./clone-progress";
import { MicrophoneRecorder } from "./microphone-recorder";
import { SampleUploader } from "./sample-uploader";
import { VoiceDetailsFields } from "./voice-details-fields";
import { VoiceFormErrorBox } from "./voice-form-error-box";

interface InstantCloneDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Instant voice clone: samples (files or a recording), name, description, labels, the rights confirmation. */
export function InstantCloneDialog({ open, onOpenChange }: InstantCloneDialogProps) {
  const [busy, setBusy] = useState(false);
  // Opened by a link (?creationType=cloneVoice) on a plan without instant cloning: the upgrade prompt instead of the form.
  const locked = usePlanLacks("instantVoiceCloning");
  return (
    <Dialog
      open={open}
      // The voice is being made: closing now would hide its outcome.
      onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}
      title="Instant voice clone"
      description="Upload or record a minute or two of clear speech of one speaker; the more varied, the better."
      className="max-w-2xl"
    >
      {locked ? (
        <PlanLock capability="instantVoiceCloning" data-testid="instant-clone-upgrade" onNavigate={() => onOpenChange(false)} className="text-sm" />
      ) : (
        <InstantCloneForm onDone={() => onOpenChange(false)} onBusyChange={setBusy} />
      )}
    </Dialog>
  );
}

/** The dialog's body: mounted while the dialog is open, so each opening starts empty. */
function InstantCloneForm({ onDone, onBusyChange }: { onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const add = useAddVoice();
  const [values, setValues] = useState<VoiceFormValues>(EMPTY_VOICE_FORM);
  const [files, setFiles] = useState<File[]>([]);
  const [rights, setRights] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [progress, setProgress] = useState<CloneProgressState>(UPLOADING);
  const problem = voiceFormProblem(values);
  const failure = add.error ? voiceFormError(add.error) : null;
  const pending = add.isPending;
  const canSubmit = !pending && problem === null && files.length > 0 && rights;
  const resetAdd = add.reset;

  const onRecorded = useCallback(
    (file: File) => {
      setFiles((current) => addSampleFiles(current, [file]).files);
      resetAdd();
    },
    [resetAdd],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (!canSubmit) return;
    const name = values.name.trim();
    setStartedAt(Date.now());
    setProgress(UPLOADING);
    onBusyChange(true);
    add.mutate(
      { values, files, onProgress: setProgress },
      {
        onSuccess: (added) => {
          toast.success(
            added.requires_verification ? `“${name}” was added to your voices. Verify it before you use it.` : `“${name}” was added to your voices.`,
          );
          onDone();
        },
        onSettled: () => onBusyChange(false),
      },
    );
  }

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} data-testid="instant-clone-form" noValidate>
      <section aria-labelledby="clone-samples-heading" className="flex flex-col gap-3">
        <h3 id="clone-samples-heading" className="text-sm font-semibold">
          Samples
        </h3>
        <SampleUploader
          files={files}
          disabled={pending}
          onChange={(next) => {
            setFiles(next);
            add.reset();
          }}
        />
        <MicrophoneRecorder onRecorded={onRecorded} disabled={pending} />
        {attempted && files.length === 0 ? (
          <p role="alert" className="text-xs text-red-600 dark:text-red-400">
            Add at least one sample: a file or a recording.
          </p>
        ) : null}
      </section>

      <VoiceDetailsFields idPrefix="clone" values={values} onChange={setValues} nameError={attempted ? problem : null} disabled={pending} />

      <div className="flex items-center justify-between gap-3">
        <label htmlFor="clone-denoise" className="flex flex-col text-sm">
          <span className="font-medium">Remove background noise</span>
          <span className="text-xs text-muted-foreground">For samples recorded in a noisy room; it can hurt clean recordings.</span>
        </label>
        <Switch
          id="clone-denoise"
          label="Remove background noise"
          checked={values.removeBackgroundNoise}
          disabled={pending}
          onCheckedChange={(removeBackgroundNoise) => setValues({ ...values, removeBackgroundNoise })}
        />
      </div>

      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          required
          className="mt-0.5"
          checked={rights}
          disabled={pending}
          onChange={(e) => setRights(e.target.checked)}
          data-testid="clone-rights"
        />
        <span>
          I confirm that I have all the rights and consents needed to clone this voice, and that I will not use the clone for anything
          deceptive, harmful or unlawful.
        </span>
      </label>
      {attempted && !rights ? (
        <p role="alert" className="-mt-3 text-xs text-red-600 dark:text-red-400">
          Confirm that you have the rights to clone this voice.
        </p>
      ) : null}

      {pending && startedAt !== null ? <CloneProgress since={startedAt} progress={progress} /> : null}
      {failure ? <VoiceFormErrorBox error={failure} title="The voice could not be added" /> : null}

      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} data-testid="clone-submit">
          {pending ? "Cloning…" : "Add voice"}
        </Button>
      </div>
    </form>
  );
}
