import type { Voice } from "@vocable/contract";
import { formatDuration } from "@vocable/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { Switch } from "#components/ui/switch";
import { SampleUploader } from "#features/voices/voices/components/sample-uploader";
import { VoiceFormErrorBox } from "#features/voices/voices/components/voice-form-error-box";
import { useAddPvcSamples } from "../api/use-add-pvc-samples";
import { useClipPlayer } from "../hooks/use-clip-player";
import { pvcFailure } from "../pvc-error";
import { PvcSampleRow } from "./pvc-sample-row";

/** Speech the server needs before it trains (MIN_PVC_SPEECH_SECONDS). */
const MIN_TRAINING_SPEECH_SECONDS = 10;

/**
 * Step 2: the voice's recordings. Upload files (several speakers are allowed here: separate them
 * and keep one), hear each with its waveform, delete; Continue goes on to the verification.
 */
export function PvcSamplesStep({ voice, onContinue }: { voice: Voice; onContinue: () => void }) {
  const add = useAddPvcSamples();
  const clips = useClipPlayer();
  const [files, setFiles] = useState<File[]>([]);
  const [denoise, setDenoise] = useState(false);
  const samples = voice.samples ?? [];
  const total = voice.fine_tuning?.dataset_duration_seconds ?? samples.reduce((sum, s) => sum + s.duration_secs, 0);
  const failure = add.error ? pvcFailure(add.error) : null;

  function upload() {
    if (files.length === 0 || add.isPending) return;
    add.mutate(
      { voiceId: voice.voice_id, files, removeBackgroundNoise: denoise },
      {
        onSuccess: (added) => {
          toast.success(added.length === 1 ? "The sample was added." : `${added.length} samples were added.`);
          setFiles([]);
        },
      },
    );
  }

  return (
    <div className="flex max-w-3xl flex-col gap-5" data-testid="pvc-samples-step">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Upload clean recordings of the speaker, without music or effects. The more varied speech, the better the voice; training on this server needs at
        least {MIN_TRAINING_SPEECH_SECONDS} seconds of speech.
      </p>
      <section aria-label="Add recordings" className="flex flex-col gap-3">
        <SampleUploader
          files={files}
          disabled={add.isPending}
          onChange={(next) => {
            setFiles(next);
            add.reset();
          }}
          testId="pvc-sample-input"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3 text-sm">
            <Switch id="pvc-denoise" label="Remove background noise" checked={denoise} disabled={add.isPending} onCheckedChange={setDenoise} />
            <label htmlFor="pvc-denoise">Remove background noise</label>
          </div>
          <Button onClick={upload} disabled={files.length === 0 || add.isPending} data-testid="pvc-samples-upload">
            {add.isPending ? <Spinner label="Uploading" /> : null}
            {add.isPending ? "Checking the recordings…" : files.length > 1 ? `Upload ${files.length} files` : "Upload"}
          </Button>
        </div>
        {failure ? <VoiceFormErrorBox error={failure} title="The recordings could not be added" /> : null}
      </section>

      <section aria-labelledby="pvc-samples-heading" className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <h3 id="pvc-samples-heading" className="text-sm font-semibold">
            Samples
          </h3>
          {samples.length ? (
            <span className="text-xs text-muted-foreground tabular-nums dark:text-zinc-400" data-testid="pvc-dataset-duration">
              {samples.length} {samples.length === 1 ? "recording" : "recordings"}, {formatDuration(Math.round(total))} in all
            </span>
          ) : null}
        </div>
        {samples.length ? (
          <ul className="flex flex-col divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" aria-label="Samples" data-testid="pvc-sample-list">
            {samples.map((sample) => (
              <PvcSampleRow key={sample.sample_id} voiceId={voice.voice_id} sample={sample} clips={clips} disabled={add.isPending} />
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-zinc-300 py-6 text-center text-sm text-muted-foreground dark:border-zinc-700 dark:text-zinc-400" data-testid="pvc-no-samples">
            No recordings yet.
          </p>
        )}
        {clips.error ? (
          <p role="alert" className="text-xs text-red-600 dark:text-red-400">
            {clips.error}
          </p>
        ) : null}
      </section>

      <div className="flex justify-end">
        <Button onClick={onContinue} disabled={samples.length === 0} data-testid="pvc-samples-continue">
          Continue to verification
        </Button>
      </div>
    </div>
  );
}
