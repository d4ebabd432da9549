import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Feedback } from "@vocable/contract";
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

/** What a history page asks for; the use case turns the API query into this. */
export interface HistoryPageQuery {
  /** Continue after this item (in `direction`); must be an item of the workspace. */
  afterId?: string;
  direction: "asc" | "desc";
  limit: number;
  voiceId?: string;
  /** `served` matches the Vocable model that served an item, `requested` the id its client sent. */
  model?: { column: "served" | "requested"; id: string };
  source?: string;
  /** Inclusive lower bound of created_at. */
  createdFrom?: Date;
  /** Exclusive upper bound of created_at. */
  createdBefore?: Date;
  /** Matched as a substring of the text or the voice name, ignoring case. */
  search?: string;
}

/**
 * One page in (created_at, id) order, keyset-paginated so a page costs the same however deep it
 * is. The conditions and ORDER BY are shaped for the indexes in db/schema/history.ts: equality
 * filters on the index prefix, a row comparison and the date bounds as a range on its
 * (created_at DESC, id DESC) tail, scanned forwards for desc and backwards for asc.
 * Null when `afterId` is not an item of the workspace.
 */
export async function listHistoryPage(db: Db, workspaceId: string, q: HistoryPageQuery): Promise<HistoryRow[] | null> {
  const conditions: SQL[] = [eq(historyItem.workspaceId, workspaceId)];
  if (q.afterId) {
    // The cursor's timestamp is read as text: a JS Date would drop its microseconds.
    const anchors = await db
      .select({ createdAt: sql<string>`${historyItem.createdAt}::text` })
      .from(historyItem)
      .where(and(eq(historyItem.workspaceId, workspaceId), eq(historyItem.id, q.afterId)))
      .limit(1);
    if (!anchors[0]) return null;
    const cursor = sql`(${anchors[0].createdAt}::timestamptz, ${q.afterId}::text)`;
    conditions.push(
      q.direction === "desc"
        ? sql`(${historyItem.createdAt}, ${historyItem.id}) < ${cursor}`
        : sql`(${historyItem.createdAt}, ${historyItem.id}) > ${cursor}`,
    );
  }
  if (q.voiceId !== undefined) conditions.push(eq(historyItem.voiceId, q.voiceId));
  if (q.model) conditions.push(eq(q.model.column === "served" ? historyItem.modelId : historyItem.requestedModelId, q.model.id));
  if (q.source !== undefined) conditions.push(eq(historyItem.source, q.source));
  if (q.createdFrom) conditions.push(gte(historyItem.createdAt, q.createdFrom));
  if (q.createdBefore) conditions.push(lt(historyItem.createdAt, q.createdBefore));
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    conditions.push(or(ilike(historyItem.text, pattern), ilike(historyItem.voiceName, pattern))!);
  }
  const order = q.direction === "desc" ? [desc(historyItem.createdAt), desc(historyItem.id)] : [asc(historyItem.createdAt), asc(historyItem.id)];
  return db
    .select()
    .from(historyItem)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(q.limit);
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
