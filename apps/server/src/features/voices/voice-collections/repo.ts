import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { voiceCollection, voiceCollectionItem } from "#db/schema/index";

export type CollectionRow = typeof voiceCollection.$inferSelect;

/** Most voices one collection holds. */
export const MAX_COLLECTION_VOICES = 1000;

/** A collection of the member, or null (another member's or workspace's is just as absent). */
export async function findCollection(db: Db, workspaceId: string, userId: string, id: string): Promise<CollectionRow | null> {
  const rows = await db
    .select()
    .from(voiceCollection)
    .where(and(eq(voiceCollection.workspaceId, workspaceId), eq(voiceCollection.createdBy, userId), eq(voiceCollection.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Locks a collection's row for the rest of the transaction (adds to it wait for each other, so its
 * voice count cannot pass the limit); false when it no longer exists.
 */
export async function lockCollection(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.select({ id: voiceCollection.id }).from(voiceCollection).where(eq(voiceCollection.id, id)).for("update");
  return rows.length > 0;
}

/** One keyset page of the member's collections, newest first (voice_collection_member_created_idx). */
export async function listCollectionPage(db: Db, workspaceId: string, userId: string, limit: number, after: { createdAt: string; id: string } | null): Promise<(CollectionRow & { cursor: string })[]> {
  const conditions = [eq(voiceCollection.workspaceId, workspaceId), eq(voiceCollection.createdBy, userId)];
  if (after) conditions.push(sql`(${voiceCollection.createdAt}, ${voiceCollection.id}) < (${after.createdAt}::timestamptz, ${after.id}::text)`);
  return db
    .select({ ...getTableColumns(voiceCollection), cursor: sql<string>`${voiceCollection.createdAt}::text` })
    .from(voiceCollection)
    .where(and(...conditions))
    .orderBy(sql`${voiceCollection.createdAt} desc, ${voiceCollection.id} desc`)
    .limit(limit);
}

export async function insertCollection(db: Db, row: typeof voiceCollection.$inferInsert): Promise<void> {
  await db.insert(voiceCollection).values(row);
}

export async function updateCollection(db: Db, id: string, changes: { title?: string; icon?: string }): Promise<void> {
  if (Object.keys(changes).length > 0) await db.update(voiceCollection).set(changes).where(eq(voiceCollection.id, id));
}

export async function deleteCollection(db: Db, id: string): Promise<void> {
  await db.delete(voiceCollection).where(eq(voiceCollection.id, id));
}

/** The voice ids of some collections, by collection. */
export async function listCollectionVoices(db: Db, collectionIds: readonly string[]): Promise<Map<string, string[]>> {
  const byCollection = new Map<string, string[]>(collectionIds.map((id) => [id, []]));
  if (collectionIds.length === 0) return byCollection;
  const rows = await db
    .select({ collectionId: voiceCollectionItem.collectionId, voiceId: voiceCollectionItem.voiceId })
    .from(voiceCollectionItem)
    .where(inArray(voiceCollectionItem.collectionId, [...collectionIds]))
    .orderBy(voiceCollectionItem.addedAt);
  for (const row of rows) byCollection.get(row.collectionId)?.push(row.voiceId);
  return byCollection;
}

/** Adds a voice; adding it twice changes nothing. */
export async function addCollectionVoice(db: Db, collectionId: string, voiceId: string): Promise<void> {
  await db.insert(voiceCollectionItem).values({ collectionId, voiceId }).onConflictDoNothing();
}

export async function countCollectionVoices(db: Db, collectionId: string): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(voiceCollectionItem).where(eq(voiceCollectionItem.collectionId, collectionId));
  return Number(rows[0]?.n ?? 0);
}

export async function removeCollectionVoice(db: Db, collectionId: string, voiceId: string): Promise<boolean> {
  const rows = await db
    .delete(voiceCollectionItem)
    .where(and(eq(voiceCollectionItem.collectionId, collectionId), eq(voiceCollectionItem.voiceId, voiceId)))
    .returning({ voiceId: voiceCollectionItem.voiceId });
  return rows.length > 0;
}
