import type { ShareVoiceRequest, VoiceSharing } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findUserProfile } from "#features/accounts/account/repo";
import { requireWorkspaceVoice } from "#features/voices/voices/use-cases/find-voice";
import { checkVoiceUsable, toVoiceRendering } from "#features/voices/voices/use-cases/resolve-speaking-voice";
import { presentSharing } from "../presenter";
import { findSharedVoice, setCopiesSourceRemoved, upsertSharedVoice } from "../repo";
import { voiceEmbedding } from "./voice-embedding";

/** The library category a voice is listed under by default. */
function defaultCategory(category: string): "professional" | "generated" | "high_quality" {
  return category === "professional" ? "professional" : category === "generated" ? "generated" : "high_quality";
}

/**
 * POST /v1/voices/{voice_id}/sharing: lists a workspace voice in the voice library (or changes its
 * listing). Only its creator or an admin share may; a copy of another library voice, a banned
 * voice or an untrained professional voice cannot be listed. Sharing a removed voice again lists
 * it anew and its copies work again.
 */
export async function shareVoice(deps: Pick<AppDeps, "db" | "speech" | "storage">, principal: Principal, voiceId: string, body: ShareVoiceRequest): Promise<VoiceSharing> {
  const { row } = await requireWorkspaceVoice(deps, principal, voiceId, "share");
  if (row.copiedFromVoiceId) throw new AppError("voice_not_editable", 400, "This voice is a copy of a voice library voice; only its owner can list it.");
  checkVoiceUsable(row);
  const profile = row.createdBy ? await findUserProfile(deps.db, row.createdBy) : null;
  if (!profile) throw new AppError("voice_not_editable", 400, "The member who made this voice has left the workspace; it cannot be listed in the library.");
  const labels = { ...row.labels, ...body.labels };
  const rendering = (await toVoiceRendering(deps, row.rendering))!;
  const embedding = await voiceEmbedding(deps, { id: row.id, name: row.name, language: row.language, rendering }).catch(() => null);
  await upsertSharedVoice(deps.db, {
    voiceId: row.id,
    workspaceId: row.workspaceId,
    publicOwnerId: profile.publicUserId,
    status: body.status,
    name: body.name ?? row.name,
    description: body.description === undefined ? row.description : body.description,
    category: body.category ?? defaultCategory(row.category),
    language: row.language,
    accent: labels.accent ?? "",
    gender: labels.gender ?? "",
    age: labels.age ?? "",
    useCase: labels.use_case ?? "",
    descriptive: labels.descriptive ?? "",
    freeUsersAllowed: body.free_users_allowed,
    liveModerationEnabled: body.live_moderation_enabled,
    noticePeriodDays: body.notice_period,
    embedding,
  });
  await setCopiesSourceRemoved(deps.db, row.id, null);
  return presentSharing(row, (await findSharedVoice(deps.db, row.id))!)!;
}
