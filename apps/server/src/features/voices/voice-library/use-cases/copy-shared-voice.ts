import { voiceCopyAllowed } from "@vocable/domain";
import type { StoredRendering } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { completeOnboardingChecklistItem } from "#features/accounts/account/onboarding-checklist";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import { findVoiceRowAnywhere } from "#features/voices/voices/repo";
import { requireVoiceLimit } from "#features/voices/voices/use-cases/check-voice-limits";
import { voiceNotFound } from "#features/voices/voices/use-cases/find-voice";
import { recordNewVoice } from "#features/voices/voices/use-cases/record-new-voice";
import { findSharedVoice, incrementClonedBy } from "../repo";

/**
 * POST /v1/voices/add/{public_user_id}/{voice_id}: copies a library voice into the caller's
 * workspace under `new_name`, kept linked to the owner's voice (its sharing status, its removal).
 * Refused when its status is copied_disabled (spec §5), when the owner does not allow free users
 * and the workspace is on the free tier, and over the workspace's voice limits. Completes the
 * `add_voice_to_voice_lab` onboarding item.
 */
export async function copySharedVoice(
  deps: Pick<AppDeps, "db" | "storage" | "jobs" | "log">,
  principal: Principal,
  publicUserId: string,
  voiceId: string,
  newName: string,
): Promise<{ voiceId: string }> {
  const shared = await findSharedVoice(deps.db, voiceId);
  if (!shared || shared.publicOwnerId !== publicUserId || shared.status === "disabled" || shared.status === "copied") throw voiceNotFound(voiceId);
  if (!voiceCopyAllowed(shared.status)) {
    throw new AppError("voice_copy_not_allowed", 400, `The owner of ${shared.name} no longer allows new copies of it (its sharing status is copied_disabled).`);
  }
  const original = await findVoiceRowAnywhere(deps.db, voiceId);
  if (!original) throw voiceNotFound(voiceId);
  if (original.workspaceId === principal.workspaceId) throw new AppError("invalid_request", 400, `${shared.name} is already a voice of this workspace.`);
  const ws = await getWorkspace(deps.db, principal.workspaceId);
  if (!shared.freeUsersAllowed && ws?.tier === "free") {
    throw new AppError("voice_copy_not_allowed", 403, `The owner of ${shared.name} allows copies on paid plans only. You can upgrade your subscription to add it.`);
  }
  await requireVoiceLimit(deps.db, principal.workspaceId, { kind: "add", professional: false });
  const id = newId();
  // A reference recording is copied: the copy keeps working whatever the owner does to its files.
  let rendering: StoredRendering = original.rendering;
  if (original.rendering.kind === "reference") {
    const bytes = await deps.storage.get(original.rendering.referenceKey);
    if (!bytes) throw new AppError("voice_unavailable", 409, `${shared.name} cannot be copied now: its reference recording is missing.`);
    const key = `voices/${principal.workspaceId}/${id}/reference-${newId(8)}.wav`;
    await deps.storage.put(key, bytes, { contentType: "audio/wav" });
    rendering = { ...original.rendering, referenceKey: key };
  }
  await recordNewVoice(
    deps,
    principal,
    {
      id,
      name: newName,
      description: shared.description,
      labels: { accent: shared.accent, gender: shared.gender, age: shared.age, use_case: shared.useCase, descriptive: shared.descriptive, language: shared.language },
      category: original.category,
      language: original.language,
      method: original.method,
      rendering,
      similarity: original.similarity,
      note: original.note,
      copiedFromVoiceId: original.id,
    },
    {
      eventData: { copied_from_voice_id: original.id },
      alsoInTransaction: async (tx) => {
        await incrementClonedBy(tx, original.id);
        await completeOnboardingChecklistItem(tx, principal.userId, "add_voice_to_voice_lab");
      },
    },
  );
  return { voiceId: id };
}
