import type { Db } from "#db/client";
import type { generation, PendingHistoryItem } from "#db/schema/index";
import { addCharacterUsage } from "../repo";
import { startOfHour } from "../time-axis";

type SettlingGeneration = Pick<typeof generation.$inferSelect, "workspaceId" | "userId" | "apiKeyId" | "voiceId" | "modelId" | "item" | "createdAt" | "source">;

/**
 * Counts a settled generation's characters (charged minus refunded) in the hour it was asked for,
 * by member, key, voice, model and source. Called by settleGeneration in the settlement's
 * transaction (not for a refunded one). One that charged no characters is not counted, but for a
 * sound effect (charged in seconds of its own allowance): it counts as a request of source SFX.
 */
export async function recordGenerationUsage(tx: Db, row: SettlingGeneration, characters: number): Promise<void> {
  if (characters <= 0 && row.source !== "SFX") return;
  const item = row.item as PendingHistoryItem | null;
  await addCharacterUsage(tx, {
    workspaceId: row.workspaceId,
    hour: new Date(startOfHour(row.createdAt.getTime())),
    userId: row.userId,
    apiKeyId: row.apiKeyId ?? "",
    // Generations started before these columns existed carry them only in their history item.
    voiceId: row.voiceId ?? item?.voiceId ?? "",
    modelId: row.modelId ?? item?.requestedModelId ?? "",
    source: item?.source ?? row.source,
    characters,
    requests: 1,
  });
}
