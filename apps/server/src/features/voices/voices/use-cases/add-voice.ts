import type { AddVoiceStage } from "@vocable/contract";
import { voiceNeedsVerification } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { findUserProfile } from "#features/accounts/account/repo";
import { requireCapability } from "#features/billing/subscriptions/use-cases/require-capability";
import { buildVoiceRendering } from "./build-voice-rendering";
import { requireVoiceLimit } from "./check-voice-limits";
import { prepareVoiceSamples } from "./prepare-voice-samples";
import type { VoiceForm } from "./read-voice-form";
import { recordNewVoice } from "./record-new-voice";
import { storeVoiceSamples, voiceLanguage } from "./store-voice-samples";
import { stripMethodNote } from "../workspace-voice-presenter";

/** A stage of instant cloning, as the client is told (`judged` of `total` while matching). */
export interface AddVoiceProgress {
  stage: AddVoiceStage;
  judged?: number;
  total?: number;
}

/**
 * Instant cloning (POST /v1/voices/add): checks the plan includes it and the workspace's limits, checks and keeps the
 * samples, builds how the voice is spoken (a cloning engine's reference, or the embedded
 * approximation), and records the voice and the add in one transaction under the workspace's
 * lock. Nothing is kept when any step fails. `onProgress` hears each stage as it starts.
 */
export async function addVoice(
  deps: Pick<AppDeps, "db" | "speech" | "storage" | "config" | "log" | "jobs">,
  principal: Principal,
  { fields, form }: VoiceForm,
  signal?: AbortSignal,
  onProgress?: (progress: AddVoiceProgress) => void,
): Promise<{ voiceId: string; requiresVerification: boolean }> {
  await requireCapability(deps.db, principal.workspaceId, "instantVoiceCloning");
  await requireVoiceLimit(deps.db, principal.workspaceId, { kind: "add", professional: false });
  onProgress?.({ stage: "checking_samples" });
  const prepared = await prepareVoiceSamples(deps, form.files, { denoise: fields.remove_background_noise, signal });
  const voiceId = newId();
  const language = voiceLanguage(fields.labels);
  onProgress?.({ stage: "measuring_voice" });
  const built = await buildVoiceRendering(deps, {
    workspaceId: principal.workspaceId,
    voiceId,
    samples: prepared.map((p) => p.samples),
    // One sample: its analysis is the whole voice's, so it is not made again.
    analysis: prepared.length === 1 ? prepared[0].analysis : undefined,
    language,
    signal,
    onMatching: onProgress && ((judged, total) => onProgress({ stage: "matching_voices", judged, total })),
  });
  onProgress?.({ stage: "saving" });
  // IVC needs no verification of itself; a voice of a user in probation does (spec §5: a producer
  // new to productions, made so by an operator or a passed qualification test).
  const profile = await findUserProfile(deps.db, principal.userId);
  const requiresVerification = voiceNeedsVerification({ isVerified: false, verificationRequired: false }, { isInProbation: profile?.isInProbation ?? false });
  const stored = await storeVoiceSamples(deps, principal.workspaceId, voiceId, prepared, built.reference);
  try {
    await recordNewVoice(
      deps,
      principal,
      {
        id: voiceId,
        name: fields.name,
        description: stripMethodNote(fields.description),
        labels: fields.labels ?? {},
        category: "cloned",
        language,
        method: built.method,
        rendering: built.rendering,
        similarity: built.similarity,
        note: built.note,
        requiresVerification,
      },
      { samples: stored.rows },
    );
  } catch (err) {
    await stored.remove();
    throw err;
  }
  return { voiceId, requiresVerification };
}
