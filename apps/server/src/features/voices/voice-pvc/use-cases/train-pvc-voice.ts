import { voiceNeedsVerification } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findUserProfile } from "#features/accounts/account/repo";
import { listVoiceSamples, updateVoiceRow } from "#features/voices/voices/repo";
import { TRAIN_PVC_JOB } from "../jobs/train-pvc";
import { requirePvcVoice } from "./require-pvc-voice";
import { requireCapability } from "#features/billing/subscriptions/use-cases/require-capability";

/** Speech a professional voice needs before it trains (after trims and speaker picks; a real PVC wants far more). */
export const MIN_PVC_SPEECH_SECONDS = 10;

/**
 * POST /v1/voices/pvc/{voice_id}/train: starts the training job. The voice must have enough
 * speech and, per spec §5, be verified when verification is required (professional voices) or
 * the user is in probation. A second call while it trains changes nothing.
 */
export async function trainPvcVoice(deps: Pick<AppDeps, "db" | "jobs">, principal: Principal, voiceId: string): Promise<{ status: string }> {
  const row = await requirePvcVoice(deps, principal, voiceId);
  if (row.pvcState === "training") return { status: "ok" };
  // A workspace moved to a plan without professional cloning keeps its voice but cannot train it.
  await requireCapability(deps.db, principal.workspaceId, "professionalVoiceCloning");
  const profile = await findUserProfile(deps.db, principal.userId);
  if (voiceNeedsVerification({ isVerified: row.isVerified, verificationRequired: row.requiresVerification }, { isInProbation: profile?.isInProbation ?? false })) {
    throw new AppError("invalid_request", 400, "Verify the voice first: record the captcha sentence (GET then POST /v1/voices/pvc/{voice_id}/captcha).");
  }
  const speech = (await listVoiceSamples(deps.db, [row.id])).reduce((sum, s) => sum + s.speechSecs, 0);
  if (speech < MIN_PVC_SPEECH_SECONDS) {
    throw new AppError("voice_sample_problem", 400, `The samples hold ${speech.toFixed(1)} s of speech; training needs at least ${MIN_PVC_SPEECH_SECONDS} s.`);
  }
  await updateVoiceRow(deps.db, principal.workspaceId, row.id, { pvcState: "training", trainingProgress: 0, trainingMessage: "Queued." });
  await deps.jobs.enqueue(TRAIN_PVC_JOB, { workspaceId: principal.workspaceId, voiceId: row.id }, { idempotencyKey: `${TRAIN_PVC_JOB}:${row.id}:${Date.now()}` });
  return { status: "ok" };
}
