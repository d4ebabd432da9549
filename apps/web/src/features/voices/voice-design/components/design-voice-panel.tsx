import type { Voice } from "@vocable/contract";
import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { Textarea } from "#components/ui/textarea";
import { errorMessage } from "#lib/handle-error";
import { useDesignVoice } from "../api/use-design-voice";
import {
  designFormProblems,
  designRequestBody,
  EMPTY_DESIGN_FORM,
  isDesignFormValid,
  MAX_DESCRIPTION,
  MAX_TEXT,
  MIN_DESCRIPTION,
  suggestedVoiceName,
  type DesignForm,
} from "../design-form";
import { DesignPreviewRow } from "./design-preview-row";
import { KeepDesignedVoiceDialog, type KeptPreview } from "./keep-designed-voice-dialog";

/** Said wherever previews are made: no engine here designs voices from text. */
export const DESIGN_ENGINE_NOTE = "No voice-design engine is installed: previews are parametric designs on the built-in engine.";

/**
 * Voice design: a description (and optionally the preview text and a seed), Generate, then three
 * previews to play, and "Keep this voice" for the one to add to the voices.
 */
export function DesignVoicePanel({ onDone }: { onDone?: (voice: Voice) => void }) {
  const [form, setForm] = useState<DesignForm>(EMPTY_DESIGN_FORM);
  const [attempted, setAttempted] = useState(false);
  const [keeping, setKeeping] = useState<KeptPreview | null>(null);
  const design = useDesignVoice();
  const problems = attempted ? designFormProblems(form) : {};
  const update = (patch: Partial<DesignForm>) => setForm((f) => ({ ...f, ...patch }));
  const result = design.data;
  // The description the shown previews were made from (the form may have changed since).
  const madeFrom = design.variables?.voice_description ?? "";

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (!isDesignFormValid(form) || design.isPending) return;
    design.mutate(designRequestBody(form));
  }

  return (
    <div className="flex flex-col gap-5" data-testid="design-voice">
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800 ring-1 ring-amber-300 dark:bg-amber-950/40 dark:text-amber-300 dark:ring-amber-800" data-testid="design-engine-note">
        {DESIGN_ENGINE_NOTE}
      </p>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <Field id="design-description" label="Describe the voice" error={problems.description} hint={`${form.description.length} / ${MAX_DESCRIPTION} characters, at least ${MIN_DESCRIPTION}`}>
          <Textarea
            id="design-description"
            data-testid="design-description"
            rows={4}
            maxLength={MAX_DESCRIPTION}
            placeholder="A calm, deep middle-aged British man with a slow pace, warm and friendly."
            value={form.description}
            onChange={(e) => update({ description: e.target.value })}
            aria-invalid={problems.description ? true : undefined}
            aria-describedby={problems.description ? "design-description-error" : undefined}
          />
        </Field>
        <div className="flex items-center gap-2">
          <input
            id="design-auto-text"
            type="checkbox"
            data-testid="design-auto-text"
            checked={form.autoText}
            onChange={(e) => update({ autoText: e.target.checked })}
          />
          <label htmlFor="design-auto-text" className="text-sm">
            Auto text: let the server write what the previews say
          </label>
        </div>
        {form.autoText ? null : (
          <Field id="design-text" label="Preview text" error={problems.text} hint={`${form.text.length} / ${MAX_TEXT} characters, at least 100`}>
            <Textarea
              id="design-text"
              data-testid="design-text"
              rows={3}
              maxLength={MAX_TEXT}
              value={form.text}
              onChange={(e) => update({ text: e.target.value })}
              aria-invalid={problems.text ? true : undefined}
            />
          </Field>
        )}
        <Field id="design-seed" label="Seed (optional)" error={problems.seed} hint="The same seed and description give the same voices.">
          <Input id="design-seed" data-testid="design-seed" inputMode="numeric" value={form.seed} onChange={(e) => update({ seed: e.target.value })} className="max-w-48" />
        </Field>
        <div>
          <Button type="submit" disabled={design.isPending} data-testid="design-generate" className="min-w-32">
            {design.isPending ? (
              <>
                <Spinner label="Generating" /> Generating…
              </>
            ) : result ? (
              "Generate again"
            ) : (
              "Generate"
            )}
          </Button>
        </div>
      </form>
      {design.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="design-error">
          {errorMessage(design.error)}
        </p>
      ) : null}
      {result ? (
        <section aria-labelledby="design-previews-heading" className="flex flex-col gap-2">
          <h2 id="design-previews-heading" className="text-sm font-semibold">
            Previews
          </h2>
          <ul className="flex flex-col gap-2" data-testid="design-previews">
            {result.previews.map((preview, i) => (
              <DesignPreviewRow
                key={preview.generated_voice_id}
                preview={preview}
                label={`Preview ${i + 1}`}
                onKeep={(p) => setKeeping({ generatedVoiceId: p.generated_voice_id, description: madeFrom, suggestedName: suggestedVoiceName(madeFrom) })}
              />
            ))}
          </ul>
          <p className="text-xs text-muted-foreground" data-testid="design-preview-text">
            They say: “{result.text}”
          </p>
        </section>
      ) : null}
      <KeepDesignedVoiceDialog
        preview={keeping}
        onClose={() => setKeeping(null)}
        onKept={(voice) => {
          setKeeping(null);
          onDone?.(voice);
        }}
      />
    </div>
  );
}
