import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findGeneratedVoice, type GeneratedVoiceRow } from "./repo";

/**
 * Who may play or keep a design preview (a `generated_voice`, kept 24 hours): only the member who
 * generated it, through a session or any of its keys. Previews are drafts that were never shared:
 * not even a workspace admin plays or keeps another member's (an admin who wants the voice asks
 * for the kept voice to be shared). Anyone else gets the same 404 as for an expired preview or
 * another workspace's, so it does not learn that the preview exists.
 */
export async function requireOwnPreview(db: Db, principal: Principal, id: string, message: string): Promise<GeneratedVoiceRow> {
  const preview = await findGeneratedVoice(db, principal.workspaceId, id);
  if (!preview || preview.userId !== principal.userId) throw new AppError("voice_not_found", 404, message);
  return preview;
}
