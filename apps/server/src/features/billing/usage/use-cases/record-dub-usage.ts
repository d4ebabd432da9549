import type { Db } from "#db/client";
import type { dub } from "#db/schema/index";
import { addCharacterUsage, subtractCharacterUsage, type NewCharacterUsage } from "../repo";
import { startOfHour } from "../time-axis";

/** The usage source of dubs: ElevenLabs' history source for dubbing (the SDK's SpeechHistoryItemResponseSource). */
export const DUBBING_SOURCE = "Dubbing";

type CountedDub = Pick<typeof dub.$inferSelect, "workspaceId" | "userId" | "createdAt" | "charactersCharged">;

/**
 * The hourly row a dub counts on: the hour it was made, its member, source and model "Dubbing".
 * No API key: a dub does not keep the key that made it, and the refund must find the same row.
 */
function dubUsage(row: CountedDub): Required<NewCharacterUsage> {
  return {
    workspaceId: row.workspaceId,
    hour: new Date(startOfHour(row.createdAt.getTime())),
    userId: row.userId,
    apiKeyId: "",
    voiceId: "",
    modelId: DUBBING_SOURCE,
    source: DUBBING_SOURCE,
    characters: row.charactersCharged,
    requests: 1,
  };
}

/**
 * Counts a dub's characters (and one request) when it is created: called by createDub in the
 * transaction that charges them, so the count and the charge stand or fall together.
 */
export async function recordDubUsage(tx: Db, row: CountedDub): Promise<void> {
  await addCharacterUsage(tx, dubUsage(row));
}

/**
 * Takes a failed dub's count back: called by failDub in the transaction that refunds it, after
 * markDubRefunded, so a dub that is given back counts nothing, once.
 */
export async function takeBackDubUsage(tx: Db, row: CountedDub): Promise<void> {
  await subtractCharacterUsage(tx, dubUsage(row));
}
