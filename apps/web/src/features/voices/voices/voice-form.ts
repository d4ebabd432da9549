/**
 * The voice form's values (add and edit) and how they travel: the label fields become the JSON
 * object of strings the server reads from the multipart `labels` field.
 */
import { METHOD_LABEL_KEY } from "./voice-method";

/** The labels the form edits; other labels of a voice are kept as they are. */
export interface VoiceLabelsForm {
  accent: string;
  gender: string;
  age: string;
  useCase: string;
  language: string;
}

export interface VoiceFormValues {
  name: string;
  description: string;
  labels: VoiceLabelsForm;
  removeBackgroundNoise: boolean;
}

export const EMPTY_LABELS: VoiceLabelsForm = { accent: "", gender: "", age: "", useCase: "", language: "" };

export const EMPTY_VOICE_FORM: VoiceFormValues = { name: "", description: "", labels: EMPTY_LABELS, removeBackgroundNoise: false };

/** The contract's limits (VoiceFormFields). */
export const MAX_VOICE_NAME_LENGTH = 100;
export const MAX_VOICE_DESCRIPTION_LENGTH = 500;
export const MAX_LABEL_VALUE_LENGTH = 200;
/** The server takes at most 25 files per request. */
export const MAX_SAMPLE_FILES = 25;

const FORM_KEYS: Record<keyof VoiceLabelsForm, string> = { accent: "accent", gender: "gender", age: "age", useCase: "use_case", language: "language" };

/** Labels only the server writes: sending them back would store them as the owner's own. */
const SERVER_LABELS: ReadonlySet<string> = new Set([METHOD_LABEL_KEY, "engine"]);

/** The form's fields from a voice's labels (missing ones empty). */
export function labelsFormOf(labels: Record<string, string> | null | undefined): VoiceLabelsForm {
  const form = { ...EMPTY_LABELS };
  for (const [field, key] of Object.entries(FORM_KEYS) as [keyof VoiceLabelsForm, string][]) form[field] = labels?.[key] ?? "";
  return form;
}

/**
 * The labels object to send: the voice's other labels (`keep`, without the server's own), then
 * the form's fields trimmed; an emptied field removes its label.
 */
export function labelsObject(form: VoiceLabelsForm, keep: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(keep)) if (!SERVER_LABELS.has(key)) out[key] = value;
  for (const [field, key] of Object.entries(FORM_KEYS) as [keyof VoiceLabelsForm, string][]) {
    const value = form[field].trim();
    if (value) out[key] = field === "language" ? value.toLowerCase() : value;
    else delete out[key];
  }
  return out;
}

/** {@link labelsObject} as the JSON string the multipart `labels` field carries. */
export function labelsJson(form: VoiceLabelsForm, keep?: Record<string, string>): string {
  return JSON.stringify(labelsObject(form, keep));
}

/** What is wrong with the form before it is sent, or null. */
export function voiceFormProblem(values: VoiceFormValues): string | null {
  const name = values.name.trim();
  if (!name) return "Give the voice a name.";
  if (name.length > MAX_VOICE_NAME_LENGTH) return `The name is at most ${MAX_VOICE_NAME_LENGTH} characters.`;
  if (values.description.length > MAX_VOICE_DESCRIPTION_LENGTH) return `The description is at most ${MAX_VOICE_DESCRIPTION_LENGTH} characters.`;
  if (Object.values(values.labels).some((v) => v.trim().length > MAX_LABEL_VALUE_LENGTH)) return `A label is at most ${MAX_LABEL_VALUE_LENGTH} characters.`;
  return null;
}

/**
 * The multipart body of POST /v1/voices/add and /v1/voices/{id}/edit: the text fields first, so
 * the server has read them when the (possibly long) files arrive, then each file as `files`.
 */
export function voiceFormData(values: VoiceFormValues, files: readonly File[], keepLabels?: Record<string, string>): FormData {
  const form = new FormData();
  form.append("name", values.name.trim());
  const description = values.description.trim();
  if (description) form.append("description", description);
  form.append("labels", labelsJson(values.labels, keepLabels));
  form.append("remove_background_noise", values.removeBackgroundNoise ? "true" : "false");
  for (const file of files) form.append("files", file, file.name);
  return form;
}
