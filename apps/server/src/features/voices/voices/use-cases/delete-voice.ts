import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { deleteVoiceRow, deleteVoiceSampleRow, findVoiceSample, listVoiceSamples } from "../repo";
import { requireWorkspaceVoice, voiceNotFound } from "./find-voice";
import { forgetReference } from "./resolve-speaking-voice";
import { findSharedVoice } from "#features/voices/voice-library/repo";
import { removeFromLibrary } from "#features/voices/voice-library/use-cases/unshare-voice";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";

/**
 * DELETE /v1/voices/{id}: the voice, its samples and files, its shares and settings go; its slot
 * is free again. History items made with it keep its name and play as before (they hold their
 * own audio). A premade voice cannot be deleted (404: it is not the workspace's).
 */
export async function deleteVoice(deps: Pick<AppDeps, "db" | "storage" | "speech" | "log" | "jobs">, principal: Principal, voiceId: string): Promise<void> {
  if (deps.speech.voices.find(voiceId)) throw voiceNotFound(voiceId);
  await requireWorkspaceVoice(deps, principal, voiceId, "delete");
  // A voice in the library leaves it as its owner removing it would: its copies get their notice period.
  const shared = await findSharedVoice(deps.db, voiceId);
  if (shared && shared.status !== "disabled") await removeFromLibrary(deps, voiceId, shared.noticePeriodDays);
  const keys = await deleteVoiceRow(deps.db, principal.workspaceId, voiceId);
  if (!keys) throw voiceNotFound(voiceId);
  await queueWebhookDeliveries(deps, await recordWorkspaceEvent(deps.db, principal.workspaceId, "voice.removed", { voice_id: voiceId }));
  for (const key of keys) forgetReference(key);
  // The rows are gone; a file that fails to go now is left to the orphan sweep.
  await Promise.all([...keys, `voices/${principal.workspaceId}/${voiceId}/preview.mp3`].map((key) => deps.storage.delete(key).catch((err: unknown) => deps.log.warn(`could not remove ${key}`, err))));
}

/** DELETE /v1/voices/{id}/samples/{sample_id}: one sample goes; the last one of a cloned voice stays (the voice is made of it). */
export async function deleteVoiceSample(deps: Pick<AppDeps, "db" | "storage" | "log">, principal: Principal, voiceId: string, sampleId: string): Promise<void> {
  const { row } = await requireWorkspaceVoice(deps, principal, voiceId, "change");
  const sample = await findVoiceSample(deps.db, row.id, sampleId);
  if (!sample) throw new AppError("voice_sample_not_found", 404, `The voice ${row.name} has no sample ${sampleId}.`);
  const samples = await listVoiceSamples(deps.db, [row.id]);
  if (row.category === "cloned" && samples.length <= 1) {
    throw new AppError("invalid_request", 400, "This is the voice's only sample: a cloned voice needs at least one. Add another sample first, or delete the voice.");
  }
  if (await deleteVoiceSampleRow(deps.db, row.id, sampleId)) {
    await deps.storage.delete(sample.storageKey).catch((err: unknown) => deps.log.warn(`could not remove ${sample.storageKey}`, err));
  }
}
