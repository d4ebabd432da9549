import type { AppDeps, Principal } from "#platform/app-env";
import { updateVoiceSampleRow } from "#features/voices/voices/repo";
import { SEPARATE_SPEAKERS_JOB } from "../jobs/separate-speakers";
import { requirePvcSample } from "./require-pvc-voice";

/**
 * POST /v1/voices/pvc/{voice_id}/samples/{sample_id}/separate-speakers: forgets the sample's
 * previous separation and queues a new one (a job), unless one is already pending.
 */
export async function separateSampleSpeakers(deps: Pick<AppDeps, "db" | "jobs">, principal: Principal, voiceId: string, sampleId: string): Promise<void> {
  const { sample } = await requirePvcSample(deps, principal, voiceId, sampleId);
  if (sample.separationStatus === "pending") return;
  await updateVoiceSampleRow(deps.db, voiceId, sampleId, { separationStatus: "pending", speakers: null, selectedSpeakerIds: null });
  await deps.jobs.enqueue(SEPARATE_SPEAKERS_JOB, { voiceId, sampleId }, { idempotencyKey: `${SEPARATE_SPEAKERS_JOB}:${sampleId}:${Date.now()}` });
}
