/**
 * The wizard's first step: the voice form's values (name, description, labels; its language
 * select is the voice's language) as the JSON body of POST /v1/voices/pvc. Pure, so it is
 * unit-tested.
 */
import { EMPTY_VOICE_FORM, labelsObject, voiceFormProblem, type VoiceFormValues } from "#features/voices/voices/voice-form";
import type { CreatePvcInput } from "./api/use-create-pvc-voice";

/** A professional voice starts in English unless the user picks another language. */
export const EMPTY_PVC_FORM: VoiceFormValues = { ...EMPTY_VOICE_FORM, labels: { ...EMPTY_VOICE_FORM.labels, language: "en" } };

/** The problem of a form without a language. */
export const LANGUAGE_PROBLEM = "Choose the language the voice speaks.";

/** What is wrong with the form, or null. */
export function pvcFormProblem(values: VoiceFormValues): string | null {
  const problem = voiceFormProblem(values);
  if (problem) return problem;
  if (!/^[a-z]{2}$/i.test(values.labels.language.trim())) return LANGUAGE_PROBLEM;
  return null;
}

/** The body of POST /v1/voices/pvc (call when `pvcFormProblem` is null): the language apart, the other labels when there are any. */
export function pvcCreateBody(values: VoiceFormValues): CreatePvcInput {
  const { language: _language, ...labels } = labelsObject(values.labels);
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    language: values.labels.language.trim().toLowerCase(),
    ...(description ? { description } : {}),
    ...(Object.keys(labels).length ? { labels } : {}),
  };
}
