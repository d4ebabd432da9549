import type { CharacterAlignment } from "@vocable/contract";
import type { Db } from "#db/client";
import type { PendingHistoryItem } from "#db/schema/index";
import { completeOnboardingChecklistItem } from "#features/accounts/account/onboarding-checklist";
import { refundApiKey } from "#features/developers/api-keys/repo";
import { insertHistoryItem } from "#features/speech/history/repo";
import { refundAudioSeconds, refundCharacters, refundSoundEffectSeconds } from "#features/workspaces/workspaces/use-cases/charge-characters";
import { recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";
import { recordGenerationUsage } from "#features/billing/usage/use-cases/record-generation-usage";
import { lockStartedGeneration, markGenerationSettled, type GenerationRow } from "../repo";

/** How a generation ended. */
export type GenerationOutcome =
  /**
   * All audio was delivered; the item (if any) is kept as it was planned. `soundEffectSeconds`:
   * the seconds of sound made, when fewer than were reserved (the rest is given back); `item`: what
   * the item learns only at the end (what a voice changer heard, what a sound effect turned out to be).
   */
  | { state: "delivered"; alignment?: CharacterAlignment | null; soundEffectSeconds?: number; item?: ItemChanges }
  /** The client left after part of the audio: only `characters` are charged; the item holds what was said. */
  | { state: "partial"; characters: number; text: string; alignment: CharacterAlignment | null; keepItem: boolean }
  /** Nothing was delivered: the whole charge goes back, no item. */
  | { state: "refunded" };

/** Fields of the planned history item known only when the work is done. */
export type ItemChanges = Partial<Pick<PendingHistoryItem, "text" | "sound">>;

/** What settling did: the refund, and what the generation's completion event tells. */
export interface SettledGeneration {
  id: string;
  state: GenerationOutcome["state"];
  refunded: number;
  workspaceId: string;
  userId: string;
  /** What the work was ("TTS", or audio work such as "audio_isolation"): only TTS tells generation.completed. */
  source: string;
  /** Characters charged in the end. */
  characters: number;
  /** The history item kept, if any. */
  historyItemId: string | null;
  voiceId: string | null;
  modelId: string | null;
  /** The generation.completed deliveries recorded with the settlement: queue them once it committed. */
  webhookDeliveryIds: string[];
}

/**
 * Settles a started generation: the history item, the refund, the new state and the
 * generation.completed webhook event are one transaction. Returns what it did (callers queue its
 * `webhookDeliveryIds` once it has committed), or null when it had already settled (another
 * process swept it). `sweeping`: a generation whose row another transaction holds is left for a
 * later sweep (see lockStartedGeneration); otherwise the settlement waits for that lock.
 */
export async function settleGeneration(db: Db, id: string, outcome: GenerationOutcome, opts: { sweeping?: boolean } = {}): Promise<SettledGeneration | null> {
  return db.transaction(async (tx) => {
    const settled = await settleLocked(tx, id, outcome, opts.sweeping ?? false);
    if (!settled) return null;
    // The event commits with the settlement (the transactional outbox; see webhooks/emit-workspace-event.ts).
    const event = generationCompletedData(settled);
    if (event) settled.webhookDeliveryIds = await recordWorkspaceEvent(tx, settled.workspaceId, "generation.completed", event);
    return settled;
  });
}

/** The settlement itself, in the caller's transaction. */
async function settleLocked(tx: Db, id: string, outcome: GenerationOutcome, sweeping: boolean): Promise<SettledGeneration | null> {
  const row = await lockStartedGeneration(tx, id, { skipLocked: sweeping });
  if (!row) return null;
  const settled = await applyOutcome(tx, row, outcome);
  // Counted with the settlement: a crash never counts a generation twice nor loses it.
  if (settled.state !== "refunded") await recordGenerationUsage(tx, row, settled.characters);
  return settled;
}

async function applyOutcome(tx: Db, row: GenerationRow, outcome: GenerationOutcome): Promise<SettledGeneration> {
  const id = row.id;
  const item = row.item as PendingHistoryItem | null;
  const settled = (state: SettledGeneration["state"], refunded: number, kept: boolean): SettledGeneration => ({
    id,
    state,
    refunded,
    workspaceId: row.workspaceId,
    userId: row.userId,
    source: row.source,
    characters: row.characters - refunded,
    historyItemId: kept && item ? item.id : null,
    voiceId: item?.voiceId ?? null,
    modelId: item ? item.requestedModelId : null,
    webhookDeliveryIds: [],
  });
  if (outcome.state === "refunded") {
    await refundCharacters(tx, row.workspaceId, row.characters);
    await refundAudioSeconds(tx, row.workspaceId, row.audioSeconds);
    await refundSoundEffectSeconds(tx, row.workspaceId, row.soundEffectSeconds);
    if (row.apiKeyId) await refundApiKey(tx, row.apiKeyId, row.characters);
    await markGenerationSettled(tx, id, "refunded", row.characters);
    return settled("refunded", row.characters, false);
  }
  if (outcome.state === "delivered") {
    if (item) await insertHistoryItem(tx, { ...item, ...outcome.item, alignment: outcome.alignment ?? null });
    if (outcome.soundEffectSeconds !== undefined) await refundSoundEffectSeconds(tx, row.workspaceId, row.soundEffectSeconds - outcome.soundEffectSeconds);
    await markGenerationSettled(tx, id, "delivered", 0);
    if (row.source === "TTS") await completeOnboardingChecklistItem(tx, row.userId, "generate_text_to_speech");
    return settled("delivered", 0, true);
  }
  const refund = Math.max(0, row.characters - outcome.characters);
  await refundCharacters(tx, row.workspaceId, refund);
  if (row.apiKeyId) await refundApiKey(tx, row.apiKeyId, refund);
  if (item && outcome.keepItem) {
    const to = item.characterCountChangeFrom + outcome.characters;
    await insertHistoryItem(tx, { ...item, text: outcome.text, alignment: outcome.alignment, partial: true, characterCountChangeTo: to });
  }
  await markGenerationSettled(tx, id, "partial", refund);
  return settled("partial", refund, outcome.keepItem);
}

/**
 * The `generation.completed` webhook event of a generation that delivered audio (whole or in
 * part); null for a refunded one, which produced nothing.
 */
export function generationCompletedData(settled: SettledGeneration): Record<string, unknown> | null {
  if (settled.state === "refunded" || settled.source !== "TTS") return null;
  return {
    generation_id: settled.id,
    history_item_id: settled.historyItemId,
    user_id: settled.userId,
    voice_id: settled.voiceId,
    model_id: settled.modelId,
    character_count: settled.characters,
    partial: settled.state === "partial",
  };
}
