import { resourceAccessAllows, SHARING_MESSAGES, strongestShareRole, type ResourceAccess, type ResourceAction } from "@vocable/domain";
import type { CatalogueVoice } from "@vocable/speech";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, notFound } from "#platform/errors";
import { findViewerShares } from "#features/sharing/resource-sharing/repo";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";
import { VOICE_RESOURCE_TYPE, findVoiceRow, type VoiceRow } from "../repo";

/** A voice the caller may use: one of the catalogue (premade, engines'), or a workspace voice it sees. */
export type FoundVoice = { kind: "catalogue"; voice: CatalogueVoice } | { kind: "workspace"; row: VoiceRow; access: ResourceAccess };

const FORBIDDEN: Record<ResourceAction, string> = {
  read: "You cannot see this voice.",
  change: "Only the creator of this voice, or someone it was shared with as editor or admin, can change it.",
  delete: "Only the creator of this voice, or someone it was shared with as admin, can delete it.",
  share: SHARING_MESSAGES.mayNotShare,
};

export const voiceNotFound = (voiceId: string) => notFound("voice_not_found", `A voice with the voice_id ${voiceId} was not found.`);

/**
 * The voice `voiceId` as the caller sees it, or 404 voice_not_found: a workspace voice it neither
 * made nor was given through a share is as absent as another workspace's.
 */
export async function findVoice(deps: Pick<AppDeps, "db" | "speech">, principal: Principal, voiceId: string): Promise<FoundVoice> {
  const catalogue = deps.speech.voices.find(voiceId);
  if (catalogue) return { kind: "catalogue", voice: catalogue };
  return { kind: "workspace", ...(await requireWorkspaceVoice(deps, principal, voiceId, "read")) };
}

/**
 * A workspace voice the caller sees, with its standing on it: 404 when it does not see it, 403
 * when it sees it but its share does not allow `action` (changing or deleting needs the creator,
 * or an editor or admin share).
 */
export async function requireWorkspaceVoice(
  deps: Pick<AppDeps, "db">,
  principal: Principal,
  voiceId: string,
  action: ResourceAction,
): Promise<{ row: VoiceRow; access: ResourceAccess }> {
  const row = await findVoiceRow(deps.db, principal.workspaceId, voiceId);
  if (!row) throw voiceNotFound(voiceId);
  let access: ResourceAccess | null = row.createdBy === principal.userId ? "creator" : null;
  if (!access) {
    const viewer = await shareViewerOf(deps.db, principal);
    access = strongestShareRole((await findViewerShares(deps.db, viewer, VOICE_RESOURCE_TYPE, [row.id])).map((s) => s.role));
  }
  if (!access) throw voiceNotFound(voiceId);
  if (!resourceAccessAllows(access, action)) throw new AppError("missing_permissions", 403, FORBIDDEN[action]);
  return { row, access };
}
