import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Feedback, HistoryListQuery } from "@vocable/contract";
import type { Db } from "../../db/client";
import { historyItem } from "../../db/schema";

export type HistoryRow = typeof historyItem.$inferSelect;
export type NewHistoryRow = typeof historyItem.$inferInsert;

export async function insertHistoryItem(db: Db, row: NewHistoryRow): Promise<HistoryRow> {
  const [created] = await db.insert(historyItem).values(row).returning();
  return created;
}

/** One item of the workspace, or null (another workspace's item is just as absent). */
export async function findHistoryItem(db: Db, workspaceId: string, id: string): Promise<HistoryRow | null> {
  const rows = await db
    .select()
    .from(historyItem)
    .where(and(eq(historyItem.workspaceId, workspaceId), eq(historyItem.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findHistoryItems(db: Db, workspaceId: string, ids: string[]): Promise<HistoryRow[]> {
  return db
    .select()
    .from(historyItem)
    .where(and(eq(historyItem.workspaceId, workspaceId), inArray(historyItem.id, ids)));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Newest first, keyset-paginated on (created_at, id) so a page costs the same however deep it is.
 * Returns one row more than asked for, to tell whether more exist.
 */
export async function listHistoryPage(db: Db, workspaceId: string, q: HistoryListQuery): Promise<HistoryRow[] | null> {
  const conditions: SQL[] = [eq(historyItem.workspaceId, workspaceId)];
  if (q.start_after_history_item_id) {
    const anchor = await findHistoryItem(db, workspaceId, q.start_after_history_item_id);
    if (!anchor) return null;
    conditions.push(
      or(
        lt(historyItem.createdAt, anchor.createdAt),
        and(eq(historyItem.createdAt, anchor.createdAt), lt(historyItem.id, anchor.id)),
      )!,
    );
  }
  if (q.voice_id) conditions.push(eq(historyItem.voiceId, q.voice_id));
  if (q.model_id) conditions.push(eq(historyItem.modelId, q.model_id));
  if (q.source) conditions.push(eq(historyItem.source, q.source));
  const search = q.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(historyItem.text, pattern), ilike(historyItem.voiceName, pattern))!);
  }
  return db
    .select()
    .from(historyItem)
    .where(and(...conditions))
    .orderBy(desc(historyItem.createdAt), desc(historyItem.id))
    .limit(q.page_size + 1);
}

export async function deleteHistoryItem(db: Db, workspaceId: string, id: string): Promise<HistoryRow | null> {
  const rows = await db
    .delete(historyItem)
    .where(and(eq(historyItem.workspaceId, workspaceId), eq(historyItem.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Stores the item's feedback; null removes it. */
export async function saveFeedback(db: Db, workspaceId: string, id: string, feedback: Feedback | null): Promise<void> {
  await db
    .update(historyItem)
    .set({ feedback: feedback === null ? null : sql`${JSON.stringify(feedback)}::jsonb` })
    .where(and(eq(historyItem.workspaceId, workspaceId), eq(historyItem.id, id)));
}
