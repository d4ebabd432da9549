import { AudioNativeContentFields, type AudioNativeEditContentResponse } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError, zodIssues } from "#platform/errors";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { requireProject } from "../policy";
import { htmlSnippet } from "../presenter";
import { updateProject, type AudioNativeRow } from "../repo";
import { readArticleFile } from "./read-article-file";
import { conversionChanges, queueConversion } from "./start-conversion";

/**
 * `audioNative.update` (POST /v1/audio-native/{project_id}/content): the article from `file`
 * replaces the project's; `auto_convert` queues its conversion, `auto_publish` has the player
 * switch to it once converted (else the player keeps the audio it has). Without a file,
 * `auto_convert` converts the current article again.
 */
export async function updateContent(deps: Pick<AppDeps, "db" | "jobs" | "config">, principal: Principal, projectId: string, form: UploadForm): Promise<AudioNativeEditContentResponse> {
  const row = await requireProject(deps.db, principal, projectId, "write");
  const parsed = AudioNativeContentFields.safeParse(form.fields);
  if (!parsed.success) throw new ValidationError(zodIssues(parsed.error, "body"));
  const text = form.file ? await readArticleFile(form.file) : null;
  return replaceContent(deps, principal, row, { text, convert: parsed.data.auto_convert === true, publish: parsed.data.auto_publish === true });
}

/** Stores the new article (when given) and starts its conversion when asked; the SDK's answer. */
export async function replaceContent(
  deps: Pick<AppDeps, "db" | "jobs" | "config">,
  principal: Principal,
  row: AudioNativeRow,
  change: { text: string | null; title?: string; author?: string; convert: boolean; publish: boolean },
): Promise<AudioNativeEditContentResponse> {
  const text = change.text ?? row.contentText;
  if (change.convert && text === "") throw new AppError("invalid_request", 400, "auto_convert: the project has no article to convert; send it as file (a .txt or HTML file).");
  if (change.publish && !change.convert) {
    throw new AppError("invalid_request", 400, "auto_publish: publishes the audio of the conversion this request starts; send auto_convert=true with it.");
  }
  const updated = await updateProject(deps.db, row.id, {
    ...(change.text !== null ? { contentText: change.text } : {}),
    ...(change.title !== undefined ? { title: change.title } : {}),
    ...(change.author !== undefined ? { author: change.author } : {}),
    ...(change.convert ? conversionChanges(principal, change.publish) : {}),
  });
  if (!updated) throw new AppError("not_found", 404, `Audio Native project ${row.id} was not found.`);
  if (change.convert && updated.convertingSnapshotId) await queueConversion(deps, updated.id, updated.convertingSnapshotId);
  return { project_id: updated.id, converting: change.convert, publishing: change.convert && change.publish, html_snippet: htmlSnippet(deps.config.publicUrl, updated) };
}
