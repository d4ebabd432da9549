import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import type { VoiceFormValues } from "#features/voices/voices/voice-form";
import { VoiceDetailsFields } from "#features/voices/voices/components/voice-details-fields";
import { VoiceFormErrorBox } from "#features/voices/voices/components/voice-form-error-box";
import { useCreatePvcVoice } from "../api/use-create-pvc-voice";
import { pvcFailure } from "../pvc-error";
import { EMPTY_PVC_FORM, LANGUAGE_PROBLEM, pvcCreateBody, pvcFormProblem } from "../pvc-form";
import { professionalSetupPath } from "../pvc-steps";

/**
 * Step 1: the voice's name, language, description and labels → POST /v1/voices/pvc, then the
 * voice's own page (samples next). A plan without professional voices is refused with the
 * server's message and "See plans".
 */
export function PvcCreateStep() {
  const navigate = useNavigate();
  const create = useCreatePvcVoice();
  const [values, setValues] = useState<VoiceFormValues>(EMPTY_PVC_FORM);
  const [attempted, setAttempted] = useState(false);
  const problem = pvcFormProblem(values);
  const failure = create.error ? pvcFailure(create.error) : null;
  const languageProblem = attempted && problem === LANGUAGE_PROBLEM;

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (problem !== null || create.isPending) return;
    const body = pvcCreateBody(values);
    create.mutate(body, {
      onSuccess: ({ voice_id }) => {
        toast.success(`“${body.name}” was created. Now add its recordings.`);
        void navigate(professionalSetupPath(voice_id), { replace: true });
      },
    });
  }

  return (
    <form className="flex max-w-2xl flex-col gap-5" onSubmit={submit} noValidate data-testid="pvc-create-form">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        A professional voice is trained on long, clean recordings of one speaker. Name it and choose the language it speaks; the label “Language” is the
        language it is trained and checked in.
      </p>
      <VoiceDetailsFields idPrefix="pvc" values={values} onChange={setValues} nameError={attempted && !languageProblem ? problem : null} disabled={create.isPending} />
      {languageProblem ? (
        <p role="alert" className="-mt-3 text-xs text-red-600 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      {failure ? <VoiceFormErrorBox error={failure} title="The voice could not be created" /> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending} data-testid="pvc-create-submit">
          {create.isPending ? <Spinner label="Creating" /> : null}
          Create and add samples
        </Button>
      </div>
    </form>
  );
}
