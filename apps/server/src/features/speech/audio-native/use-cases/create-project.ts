import { AudioNativeCreateFields, type AudioNativeCreateResponse } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError, zodIssues } from "#platform/errors";
import { newId } from "#platform/ids";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { htmlSnippet } from "../presenter";
import { insertProject } from "../repo";
import { checkSpeechChoices, DEFAULT_AUDIO_NATIVE_VOICE } from "./check-speech-choices";
import { readArticleFile } from "./read-article-file";
import { conversionChanges, queueConversion } from "./start-conversion";

/** The player's colours when the request names none. */
export const DEFAULT_TEXT_COLOR = "#000000";
export const DEFAULT_BACKGROUND_COLOR = "#FFFFFF";

/**
 * `audioNative.create` (POST /v1/audio-native): a project in the caller's workspace with the
 * player's settings and, from `file`, the article; with `auto_convert=true` its conversion is
 * queued at once and published when done (the snippet plays it from then on). Every field the
 * SDK sends is stored and used: `image`, `small`, the colours and `sessionization` by the player,
 * `voice_id`, `model_id`, `apply_text_normalization` and the dictionaries by the conversion.
 */
export async function createProject(deps: Pick<AppDeps, "db" | "speech" | "storage" | "jobs" | "config">, principal: Principal, form: UploadForm): Promise<AudioNativeCreateResponse> {
  requirePermission(principal, "audio_native_write", "You cannot create Audio Native projects in this workspace.");
  const parsed = AudioNativeCreateFields.safeParse(form.fields);
  if (!parsed.success) throw new ValidationError(zodIssues(parsed.error, "body"));
  const fields = parsed.data;
  const voiceId = fields.voice_id ?? DEFAULT_AUDIO_NATIVE_VOICE;
  const modelId = fields.model_id ?? null;
  const { dictionaryLocators } = await checkSpeechChoices(deps, principal, { voiceId, modelId, locatorFields: form.lists.pronunciation_dictionary_locators });
  const contentText = form.file ? await readArticleFile(form.file) : "";
  const convert = fields.auto_convert === true;
  if (convert && contentText === "") throw new AppError("invalid_request", 400, "auto_convert: there is no article to convert; send it as file (a .txt or HTML file).");
  const english = fields.apply_text_normalization === "apply_english";
  const row = await insertProject(deps.db, {
    id: newId(),
    workspaceId: principal.workspaceId,
    userId: principal.userId,
    name: fields.name,
    title: fields.title ?? "",
    author: fields.author ?? "",
    image: fields.image ?? "",
    small: fields.small ?? false,
    textColor: fields.text_color ?? DEFAULT_TEXT_COLOR,
    backgroundColor: fields.background_color ?? DEFAULT_BACKGROUND_COLOR,
    sessionization: fields.sessionization ?? 0,
    voiceId,
    modelId,
    textNormalization: english ? "on" : (fields.apply_text_normalization ?? "auto"),
    languageCode: english ? "en" : null,
    dictionaryLocators,
    contentText,
    ...(convert ? conversionChanges(principal, true) : {}),
  });
  if (row.convertingSnapshotId) await queueConversion(deps, row.id, row.convertingSnapshotId);
  return { project_id: row.id, converting: convert, html_snippet: htmlSnippet(deps.config.publicUrl, row) };
}
