import type { CharacterAlignment } from "@vocable/contract";
import type { Db } from "../../../db/client";
import { historyItem, type PendingHistoryItem } from "../../../db/schema";
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
 * transaction. Returns false when it had already settled (another process swept it).
 */
export async function settleGeneration(db: Db, id: string, outcome: GenerationOutcome): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockStartedGeneration(tx, id);
    if (!row) return false;
    const item = row.item as PendingHistoryItem | null;
    if (outcome.state === "refunded") {
      await refundCharacters(tx, row.workspaceId, row.characters);
      await markGenerationSettled(tx, id, "refunded", row.characters);
      return true;
    }
    if (outcome.state === "delivered") {
      if (item) await tx.insert(historyItem).values({ ...item, alignment: outcome.alignment ?? null }).onConflictDoNothing();
      await markGenerationSettled(tx, id, "delivered", 0);
      return true;
    }
    const refund = Math.max(0, row.characters - outcome.characters);
    await refundCharacters(tx, row.workspaceId, refund);
    if (item && outcome.keepItem) {
      const from = item.characterCountChangeFrom;
      await tx
        .insert(historyItem)
        .values({ ...item, text: outcome.text, alignment: outcome.alignment, partial: true, characterCountChangeTo: from + outcome.characters })
        .onConflictDoNothing();
    }
    await markGenerationSettled(tx, id, "partial", refund);
    return true;
  });
}
