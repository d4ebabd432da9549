import type { CharacterAlignment } from "@vocable/contract";
import type { Db } from "../../../db/client";
import type { PendingHistoryItem } from "../../../db/schema";
import { completeOnboardingChecklistItem } from "../../account/onboarding-checklist";
import { refundApiKey } from "../../api-keys/repo";
import { insertHistoryItem } from "../../history/repo";
import { refundCharacters } from "../../workspaces/use-cases/charge-characters";
import { lockStartedGeneration, markGenerationSettled } from "../repo";

/** How a generation ended. */
export type GenerationOutcome =
  /** All audio was delivered; the item (if any) is kept as it was planned. */
  | { state: "delivered"; alignment?: CharacterAlignment | null }
  /** The client left after part of the audio: only `characters` are charged; the item holds what was said. */
  | { state: "partial"; characters: number; text: string; alignment: CharacterAlignment | null; keepItem: boolean }
  /** Nothing was delivered: the whole charge goes back, no item. */
  | { state: "refunded" };

/**
 * Settles a started generation: the history item, the refund and the new state are one
 * transaction. Returns the characters refunded, or null when it had already settled (another
 * process swept it).
 */
export async function settleGeneration(db: Db, id: string, outcome: GenerationOutcome): Promise<number | null> {
  return db.transaction(async (tx) => {
    const row = await lockStartedGeneration(tx, id);
    if (!row) return null;
    const item = row.item as PendingHistoryItem | null;
    if (outcome.state === "refunded") {
      await refundCharacters(tx, row.workspaceId, row.characters);
      if (row.apiKeyId) await refundApiKey(tx, row.apiKeyId, row.characters);
      await markGenerationSettled(tx, id, "refunded", row.characters);
      return row.characters;
    }
    if (outcome.state === "delivered") {
      if (item) await insertHistoryItem(tx, { ...item, alignment: outcome.alignment ?? null });
      await markGenerationSettled(tx, id, "delivered", 0);
      await completeOnboardingChecklistItem(tx, row.userId, "generate_text_to_speech");
      return 0;
    }
    const refund = Math.max(0, row.characters - outcome.characters);
    await refundCharacters(tx, row.workspaceId, refund);
    if (row.apiKeyId) await refundApiKey(tx, row.apiKeyId, refund);
    if (item && outcome.keepItem) {
      const to = item.characterCountChangeFrom + outcome.characters;
      await insertHistoryItem(tx, { ...item, text: outcome.text, alignment: outcome.alignment, partial: true, characterCountChangeTo: to });
    }
    await markGenerationSettled(tx, id, "partial", refund);
    return refund;
  });
}
