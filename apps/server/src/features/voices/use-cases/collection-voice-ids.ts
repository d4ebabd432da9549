import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { voiceCollection, voiceCollectionItem } from "../../../db/schema";
import { AppError } from "../../../platform/errors";

/** The voice ids of a collection of the workspace, or 404 collection_not_found (another workspace's too). */
export async function listCollectionVoiceIds(db: Db, workspaceId: string, collectionId: string): Promise<Set<string>> {
  const found = await db
    .select({ id: voiceCollection.id })
    .from(voiceCollection)
    .where(and(eq(voiceCollection.workspaceId, workspaceId), eq(voiceCollection.id, collectionId)))
    .limit(1);
  if (found.length === 0) throw new AppError("collection_not_found", 404, `Collection ${collectionId} was not found.`);
  const rows = await db.select({ voiceId: voiceCollectionItem.voiceId }).from(voiceCollectionItem).where(eq(voiceCollectionItem.collectionId, collectionId));
  return new Set(rows.map((r) => r.voiceId));
}
