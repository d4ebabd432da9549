import { VoiceFormFields } from "@vocable/contract";
import { ValidationError, zodIssues } from "#platform/errors";
import { readUploadForm, type UploadForm } from "#platform/uploads/read-upload-form";
import type { AppDeps } from "#platform/app-env";
import { MAX_SAMPLE_FILES } from "./prepare-voice-samples";

/** The form of POST /v1/voices/add and /v1/voices/{id}/edit: its fields checked, its files on disk. */
export interface VoiceForm {
  fields: VoiceFormFields;
  form: UploadForm;
}

/**
 * Reads the multipart form (files streamed to disk under MAX_UPLOAD_BYTES together, at most 25)
 * and checks its fields. `labels` is a JSON object of strings sent as a string (as the SDK sends
 * it); anything else is a 422 naming the field. Call `form.dispose()` when done.
 */
export async function readVoiceForm(deps: Pick<AppDeps, "config">, request: Request): Promise<VoiceForm> {
  const form = await readUploadForm(request, { fileFields: ["files", "files[]"], maxBytes: deps.config.uploads.maxBytes, maxFiles: MAX_SAMPLE_FILES });
  try {
    const raw: Record<string, unknown> = { ...form.fields };
    if (typeof raw.labels === "string") {
      const text = raw.labels.trim();
      if (text === "") delete raw.labels;
      else {
        try {
          raw.labels = JSON.parse(text);
        } catch {
          throw new ValidationError([{ loc: ["body", "labels"], msg: 'Send the labels as a JSON object of strings, e.g. {"accent": "british"}.', type: "json_invalid" }]);
        }
      }
    }
    if (raw.description === "") delete raw.description;
    const parsed = VoiceFormFields.safeParse(raw);
    if (!parsed.success) throw new ValidationError(zodIssues(parsed.error, "body"));
    return { fields: parsed.data, form };
  } catch (err) {
    await form.dispose();
    throw err;
  }
}
