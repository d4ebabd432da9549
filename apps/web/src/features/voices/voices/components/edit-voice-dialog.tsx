import type { Voice } from "@vocable/contract";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Switch } from "#components/ui/switch";
import { useEditVoice } from "../api/use-edit-voice";
import { useVoice } from "../api/use-voice";
import { voiceFormError } from "../add-voice-error";
import { labelsFormOf, voiceFormProblem, type VoiceFormValues } from "../voice-form";
import { ownDescription } from "../voice-method";
import { SamplesProgress } from "./samples-progress";
import { SampleUploader } from "./sample-uploader";
import { VoiceDetailsFields } from "./voice-details-fields";
import { VoiceFormErrorBox } from "./voice-form-error-box";
import { VoiceMethodBadge } from "./voice-method-badge";
import { VoiceSampleRow } from "./voice-sample-row";

/** The form's starting values: the voice as it is, without the server's method note. */
function valuesOf(voice: Voice): VoiceFormValues {
  return {
    name: voice.name,
    description: ownDescription(voice.description, voice.labels),
    labels: labelsFormOf(voice.labels),
    removeBackgroundNoise: false,
  };
}

/** Edit a voice: name, description, labels, its samples (play, delete) and more samples. */
export function EditVoiceDialog({ voice, onClose }: { voice: Voice | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={voice !== null}
      onOpenChange={(open) => (!open && !busy ? onClose() : undefined)}
      title={voice ? `Edit ${voice.name}` : "Edit voice"}
      className="max-w-2xl"
    >
      {voice ? <EditVoiceForm initial={voice} onDone={onClose} onBusyChange={setBusy} /> : null}
    </Dialog>
  );
}

function EditVoiceForm({ initial, onDone, onBusyChange }: { initial: Voice; onDone: () => void; onBusyChange: (busy: boolean) => void }) {
  const current = useVoice(initial.voice_id, initial);
  const voice = current.data ?? initial;
  const edit = useEditVoice();
  const [values, setValues] = useState<VoiceFormValues>(() => valuesOf(initial));
  const [files, setFiles] = useState<File[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const problem = voiceFormProblem(values);
  const failure = edit.error ? voiceFormError(edit.error) : null;
  const pending = edit.isPending;
  const samples = voice.samples ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (pending || problem !== null) return;
    setStartedAt(Date.now());
    onBusyChange(true);
    edit.mutate(
      { voiceId: voice.voice_id, values, files, currentLabels: voice.labels },
      {
        onSuccess: () => {
          toast.success(`“${values.name.trim()}” was saved.`);
          onDone();
        },
        onSettled: () => onBusyChange(false),
      },
    );
  }

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} data-testid="edit-voice-form" noValidate>
      <VoiceMethodBadge labels={voice.labels} className="self-start" />
      <VoiceDetailsFields idPrefix="edit-voice" values={values} onChange={setValues} nameError={attempted ? problem : null} disabled={pending} />

      <section aria-labelledby="edit-samples-heading" className="flex flex-col gap-3">
        <h3 id="edit-samples-heading" className="text-sm font-semibold">
          Samples
        </h3>
        {samples.length ? (
          <ul className="flex flex-col divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" aria-label="Samples">
            {samples.map((sample) => (
              <VoiceSampleRow key={sample.sample_id} voiceId={voice.voice_id} sample={sample} disabled={pending} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="voice-no-samples">
            This voice has no samples.
          </p>
        )}
        <SampleUploader files={files} onChange={setFiles} disabled={pending} testId="voice-edit-sample-input" />
        {files.length ? (
          <div className="flex items-center justify-between gap-3">
            <label htmlFor="edit-voice-denoise" className="text-sm font-medium">
              Remove background noise from the new samples
            </label>
            <Switch
              id="edit-voice-denoise"
              label="Remove background noise from the new samples"
              checked={values.removeBackgroundNoise}
              disabled={pending}
              onCheckedChange={(removeBackgroundNoise) => setValues({ ...values, removeBackgroundNoise })}
            />
          </div>
        ) : null}
      </section>

      {pending && startedAt !== null && files.length ? <SamplesProgress since={startedAt} label="Adding the samples" /> : null}
      {failure ? <VoiceFormErrorBox error={failure} title="The changes could not be saved" /> : null}

      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} data-testid="edit-voice-submit">
          {pending ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}
