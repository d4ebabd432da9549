import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { updateVoiceRow } from "#features/voices/voices/repo";
import { requirePvcVoice } from "./require-pvc-voice";
import { createReadStream } from "node:fs";
import { cleanFileName } from "#platform/uploads/check-audio-upload";

/**
 * POST /v1/voices/pvc/{voice_id}/verification: asks the server's operators to verify the voice by
 * hand, with documents (any files, kept with the voice) and a note. Recorded for them; the voice
 * stays unverified until they act.
 */
export async function requestManualVerification(deps: Pick<AppDeps, "db" | "storage">, principal: Principal, voiceId: string, form: UploadForm): Promise<{ status: string }> {
  const row = await requirePvcVoice(deps, principal, voiceId);
  if (form.files.length === 0) throw new AppError("invalid_request", 400, "Send the documents in `files`.");
  for (const file of form.files) {
    await deps.storage.put(`voices/${principal.workspaceId}/${row.id}/verification/${newId(8)}-${cleanFileName(file.name)}`, createReadStream(file.path));
  }
  const note = form.fields.extra_text?.trim();
  if (note) await deps.storage.put(`voices/${principal.workspaceId}/${row.id}/verification/${newId(8)}-note.txt`, new TextEncoder().encode(note.slice(0, 10_000)));
  await updateVoiceRow(deps.db, principal.workspaceId, row.id, { manualVerificationRequestedAt: new Date() });
  return { status: "ok" };
}
