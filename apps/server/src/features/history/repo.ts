import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Feedback } from "@vocable/contract";
import type { Db } from "../../db/client";
import { historyItem } from "../../db/schema";

export type HistoryRow = typeof historyItem.$inferSelect;
export type NewHistoryRow = typeof historyItem.$inferInsert;

/** Inserts an item once: a second insert of the same id (a settlement retried) changes nothing. */
export async function insertHistoryItem(db: Db, row: NewHistoryRow): Promise<void> {
  await db.insert(historyItem).values(row).onConflictDoNothing();
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

/** Where a keyset page continues: the anchor item's created_at (as text, to keep microseconds) and id. */
export interface HistoryCursor {
  createdAt: string;
  id: string;
}

/** The cursor of an item of the workspace, or null. */
export async function findHistoryCursor(db: Db, workspaceId: string, id: string): Promise<HistoryCursor | null> {
  // Read as text: a JS Date would drop the timestamp's microseconds and skip or repeat items.
  const rows = await db
    .select({ createdAt: sql<string>`${historyItem.createdAt}::text`, id: historyItem.id })
    .from(historyItem)
    .where(and(eq(historyItem.workspaceId, workspaceId), eq(historyItem.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The SELECT of one page in (created_at, id) order, unexecuted (the plan test EXPLAINs it). Its
 * shape follows the indexes in db/schema/history.ts: equality filters on an index prefix, then the
 * cursor (a row comparison) and the date bounds as a range on the (created_at DESC, id DESC) tail,
 * scanned forwards for desc and backwards for asc, so a page never sorts the workspace.
 */
export function historyPageSelect(db: Db, workspaceId: string, q: HistoryPageQuery, cursor: HistoryCursor | null) {
  const conditions: SQL[] = [eq(historyItem.workspaceId, workspaceId)];
  if (cursor) {
    const anchor = sql`(${cursor.createdAt}::timestamptz, ${cursor.id}::text)`;
    const position = sql`(${historyItem.createdAt}, ${historyItem.id})`;
    conditions.push(q.direction === "desc" ? sql`${position} < ${anchor}` : sql`${position} > ${anchor}`);
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

/**
 * One keyset page, costing the same however deep it is. Null when `afterId` is not an item of
 * the workspace.
 */
export async function listHistoryPage(db: Db, workspaceId: string, q: HistoryPageQuery): Promise<HistoryRow[] | null> {
  const cursor = q.afterId ? await findHistoryCursor(db, workspaceId, q.afterId) : null;
  if (q.afterId && !cursor) return null;
  return historyPageSelect(db, workspaceId, q, cursor);
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
