import type { ResourceAction } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findVoiceSample, type VoiceRow, type VoiceSampleRow } from "#features/voices/voices/repo";
import { requireWorkspaceVoice, voiceNotFound } from "#features/voices/voices/use-cases/find-voice";

/** A professional voice the caller may act on (404 for another workspace's, or for a voice that is not professional). */
export async function requirePvcVoice(deps: Pick<AppDeps, "db">, principal: Principal, voiceId: string, action: ResourceAction = "change"): Promise<VoiceRow> {
  const { row } = await requireWorkspaceVoice(deps, principal, voiceId, action);
  if (row.category !== "professional") throw voiceNotFound(voiceId);
  return row;
}

/** One sample of a professional voice, or 404 voice_sample_not_found. */
export async function requirePvcSample(deps: Pick<AppDeps, "db">, principal: Principal, voiceId: string, sampleId: string, action: ResourceAction = "change"): Promise<{ voice: VoiceRow; sample: VoiceSampleRow }> {
  const voice = await requirePvcVoice(deps, principal, voiceId, action);
  const sample = await findVoiceSample(deps.db, voice.id, sampleId);
  if (!sample) throw new AppError("voice_sample_not_found", 404, `The voice ${voice.name} has no sample ${sampleId}.`);
  return { voice, sample };
}
