import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { containsPattern } from "#db/like-pattern";
import { historyItem, soundEffectListing } from "#db/schema/index";
import type { HistoryCursor } from "#features/speech/history/repo";

export type ListingRow = typeof soundEffectListing.$inferSelect;
export type HistoryRowWithSlug = typeof historyItem.$inferSelect & { publishedSlug: string | null };

/**
 * One keyset page of the member's own sound effects, newest first: a range of
 * history_item_workspace_user_source_created_idx (workspace, user, source, then created_at and id
 * DESC), each with its library slug when published (the listing's unique history_item_id).
 */
export async function listSoundEffectHistory(db: Db, workspaceId: string, userId: string, limit: number, cursor: HistoryCursor | null): Promise<HistoryRowWithSlug[]> {
  const conditions: SQL[] = [eq(historyItem.workspaceId, workspaceId), eq(historyItem.userId, userId), eq(historyItem.source, "SFX")];
  if (cursor) conditions.push(sql`(${historyItem.createdAt}, ${historyItem.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::text)`);
  const rows = await db
    .select({ item: historyItem, publishedSlug: soundEffectListing.slug })
    .from(historyItem)
    .leftJoin(soundEffectListing, eq(soundEffectListing.historyItemId, historyItem.id))
    .where(and(...conditions))
    .orderBy(sql`${historyItem.createdAt} desc, ${historyItem.id} desc`)
    .limit(limit);
  return rows.map((r) => ({ ...r.item, publishedSlug: r.publishedSlug }));
}

/** Publishes: false when the item already has a listing (the unique history_item_id), nothing written then. */
export async function insertListing(db: Db, row: typeof soundEffectListing.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(soundEffectListing).values(row).onConflictDoNothing({ target: soundEffectListing.historyItemId }).returning({ slug: soundEffectListing.slug });
  return inserted.length > 0;
}

export async function findListingOfItem(db: Db, historyItemId: string): Promise<ListingRow | null> {
  const rows = await db.select().from(soundEffectListing).where(eq(soundEffectListing.historyItemId, historyItemId)).limit(1);
  return rows[0] ?? null;
}

/** Unpublishes the workspace's item; false when it was not published. */
export async function deleteListingOfItem(db: Db, workspaceId: string, historyItemId: string): Promise<boolean> {
  const rows = await db
    .delete(soundEffectListing)
    .where(and(eq(soundEffectListing.workspaceId, workspaceId), eq(soundEffectListing.historyItemId, historyItemId)))
    .returning({ slug: soundEffectListing.slug });
  return rows.length > 0;
}

/** A listing with the audio it plays (its history item's stored file). */
export interface ListingWithAudio extends ListingRow {
  storageKey: string;
  contentType: string;
}

export async function findListing(db: Db, slug: string): Promise<ListingWithAudio | null> {
  const rows = await db
    .select({ listing: soundEffectListing, storageKey: historyItem.storageKey, contentType: historyItem.contentType })
    .from(soundEffectListing)
    .innerJoin(historyItem, eq(historyItem.id, soundEffectListing.historyItemId))
    .where(eq(soundEffectListing.slug, slug))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.listing, storageKey: row.storageKey, contentType: row.contentType } : null;
}

/** Where a library page continues: the last listing's created_at (as text, to keep microseconds) and slug. */
export interface ListingCursor {
  createdAt: string;
  slug: string;
}

/**
 * One keyset page of the library, newest first: a range of sound_effect_listing_created_idx, or of
 * sound_effect_listing_category_created_idx for a category; a search goes through the trigram
 * index and orders what it matched.
 */
export async function listLibraryPage(db: Db, q: { search?: string; category?: string; limit: number }, cursor: ListingCursor | null): Promise<(ListingRow & { cursorAt: string })[]> {
  const l = soundEffectListing;
  const conditions: SQL[] = [];
  if (q.category) conditions.push(eq(l.category, q.category));
  if (q.search) conditions.push(sql`${l.searchText} like ${containsPattern(q.search.toLowerCase())}`);
  if (cursor) conditions.push(sql`(${l.createdAt}, ${l.slug}) < (${cursor.createdAt}::timestamptz, ${cursor.slug}::text)`);
  return db
    .select({ ...listingColumns(), cursorAt: sql<string>`${l.createdAt}::text` })
    .from(l)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`${l.createdAt} desc, ${l.slug} desc`)
    .limit(q.limit);
}

function listingColumns() {
  const l = soundEffectListing;
  return {
    slug: l.slug,
    historyItemId: l.historyItemId,
    workspaceId: l.workspaceId,
    userId: l.userId,
    title: l.title,
    prompt: l.prompt,
    category: l.category,
    durationMs: l.durationMs,
    loop: l.loop,
    publishedBy: l.publishedBy,
    searchText: l.searchText,
    createdAt: l.createdAt,
  };
}

/** How many listings each category has (a few dozen categories at most: one grouped scan of the category index). */
export async function countByCategory(db: Db): Promise<{ category: string; count: number }[]> {
  return db
    .select({ category: soundEffectListing.category, count: sql<number>`count(*)::int` })
    .from(soundEffectListing)
    .groupBy(soundEffectListing.category)
    .orderBy(soundEffectListing.category);
}
