import { randomBytes } from "node:crypto";
import type { PublishSoundEffectRequest, SoundEffectListing } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findUserProfile } from "#features/accounts/account/repo";
import { findHistoryItem, type HistoryRow } from "#features/speech/history/repo";
import { presentListing } from "../presenter";
import { deleteListingOfItem, findListingOfItem, insertListing } from "../repo";

/** The caller's own sound effect, or 404 (another member's or workspace's, or not a sound effect). */
async function ownSoundEffect(deps: Pick<AppDeps, "db">, principal: Principal, id: string): Promise<HistoryRow> {
  const row = await findHistoryItem(deps.db, principal.workspaceId, id);
  if (!row || row.userId !== principal.userId || row.source !== "SFX") throw new AppError("sound_effect_not_found", 404, `You have no sound effect with the id ${id}.`);
  return row;
}

/** `heavy-rain-on-a-tin-roof-k3x9q2`: the title's words, then six random characters so titles may repeat. */
export function listingSlug(title: string, random = randomBytes(6)): string {
  const words = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  const tail = [...random].map((b) => "abcdefghijkmnpqrstuvwxyz23456789"[b % 32]).join("");
  return words ? `${words}-${tail}` : `sound-${tail}`;
}

/**
 * Publishes the caller's sound effect to the public library (POST /v1/sound-generation/history/{id}/publish):
 * under its title (default the prompt) and category (default the engine's), by the caller's public
 * name. Once per item: a second publish is 409 naming the listing.
 */
export async function publishSoundEffect(deps: Pick<AppDeps, "db" | "config">, principal: Principal, id: string, body: PublishSoundEffectRequest): Promise<SoundEffectListing> {
  const row = await ownSoundEffect(deps, principal, id);
  const title = body.title ?? row.text.slice(0, 120);
  const profile = await findUserProfile(deps.db, principal.userId);
  const listing = {
    slug: listingSlug(title),
    historyItemId: row.id,
    workspaceId: row.workspaceId,
    userId: row.userId,
    title,
    prompt: row.text,
    category: body.category ?? row.sound?.category ?? "other",
    durationMs: Math.round((row.sound?.duration_seconds ?? 0) * 1000),
    loop: row.sound?.loop ?? false,
    publishedBy: profile?.publicUserName || "A Vocable user",
    searchText: `${title} ${row.text}`.toLowerCase(),
  };
  if (!(await insertListing(deps.db, listing))) {
    const existing = await findListingOfItem(deps.db, row.id);
    throw new AppError("sound_effect_already_published", 409, `This sound effect is already published as ${existing?.slug ?? "another listing"}. Unpublish it first to publish it again.`);
  }
  const stored = await findListingOfItem(deps.db, row.id);
  return presentListing(stored!, deps.config.publicUrl);
}

/** Takes the caller's sound effect out of the library; 404 when it is not theirs or not published. */
export async function unpublishSoundEffect(deps: Pick<AppDeps, "db">, principal: Principal, id: string): Promise<void> {
  await ownSoundEffect(deps, principal, id);
  if (!(await deleteListingOfItem(deps.db, principal.workspaceId, id))) throw new AppError("sound_effect_not_found", 404, "This sound effect is not published.");
}
