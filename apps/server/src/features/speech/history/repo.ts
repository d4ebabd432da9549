import { and, eq, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Feedback } from "@vocable/contract";
import type { Db } from "#db/client";
import { preparedQuery } from "#db/prepared-query";
import { historyItem, resourceShare } from "#db/schema/index";
import { viewerPrincipals, type ShareViewer } from "#features/sharing/resource-sharing/viewer";
import { containsPattern } from "#db/like-pattern";

/** The `resource_type` of history items in shares (`workspace.resources.*`). */
export const HISTORY_RESOURCE_TYPE = "speech_history_item";

export type HistoryRow = typeof historyItem.$inferSelect;
export type NewHistoryRow = typeof historyItem.$inferInsert;

/** Inserts an item once: a second insert of the same id (a settlement retried) changes nothing. */
export async function insertHistoryItem(db: Db, row: NewHistoryRow): Promise<void> {
  await db.insert(historyItem).values(row).onConflictDoNothing();
}

const itemById = preparedQuery((db, name) =>
  db
    .select()
    .from(historyItem)
    .where(and(eq(historyItem.workspaceId, sql.placeholder("workspaceId")), eq(historyItem.id, sql.placeholder("id"))))
    .limit(1)
    .prepare(name),
);

/** One item of the workspace, or null (another workspace's item is just as absent). */
export async function findHistoryItem(db: Db, workspaceId: string, id: string): Promise<HistoryRow | null> {
  const rows = await itemById(db).execute({ workspaceId, id });
  return rows[0] ?? null;
}

const itemsByIds = preparedQuery((db, name) =>
  db
    .select()
    .from(historyItem)
    .where(and(eq(historyItem.workspaceId, sql.placeholder("workspaceId")), sql`${historyItem.id} = any(${sql.placeholder("ids")}::text[])`))
    .prepare(name),
);

export async function findHistoryItems(db: Db, workspaceId: string, ids: string[]): Promise<HistoryRow[]> {
  if (ids.length === 0) return [];
  return itemsByIds(db).execute({ workspaceId, ids });
}

const textsByRequestIds = preparedQuery((db, name) =>
  db
    .select({ requestId: historyItem.requestId, text: historyItem.text })
    .from(historyItem)
    .where(and(eq(historyItem.workspaceId, sql.placeholder("workspaceId")), sql`${historyItem.requestId} = any(${sql.placeholder("requestIds")}::text[])`))
    .orderBy(historyItem.createdAt, historyItem.id)
    .prepare(name),
);

/**
 * The texts of the workspace's kept generations made by these requests (the `request-id` each
 * answer carried), by request id; a request that kept several items (a multi-context socket)
 * gives their texts in order, joined by a space. Ids of other workspaces are as absent as unknown
 * ones. Read through history_item_workspace_request_idx.
 */
export async function findTextsByRequestIds(db: Db, workspaceId: string, requestIds: string[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  if (requestIds.length === 0) return texts;
  for (const row of await textsByRequestIds(db).execute({ workspaceId, requestIds })) {
    const before = texts.get(row.requestId);
    texts.set(row.requestId, before === undefined ? row.text : `${before} ${row.text}`);
  }
  return texts;
}

/** What a history page asks for; the use case turns the API query into this. */
export interface HistoryPageQuery {
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

/** The cursor of an item of the workspace, or null (the caller checks the viewer may see it). */
export async function findHistoryCursor(db: Db, workspaceId: string, id: string): Promise<HistoryCursor | null> {
  // Read as text: a JS Date would drop the timestamp's microseconds and skip or repeat items.
  const rows = await db
    .select({ createdAt: sql<string>`${historyItem.createdAt}::text`, id: historyItem.id })
    .from(historyItem)
    .where(and(eq(historyItem.workspaceId, workspaceId), eq(historyItem.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** `(created_at, id)` of a page's source against the cursor, in the page's direction. */
function afterCursor(createdAt: SQL | AnyColumn, id: SQL | AnyColumn, direction: "asc" | "desc", cursor: HistoryCursor): SQL {
  const anchor = sql`(${cursor.createdAt}::timestamptz, ${cursor.id}::text)`;
  return direction === "desc" ? sql`(${createdAt}, ${id}) < ${anchor}` : sql`(${createdAt}, ${id}) > ${anchor}`;
}

/** The filters that only history_item's own columns can answer (voice, model, source, search). */
function itemFilters(q: HistoryPageQuery): SQL[] {
  const conditions: SQL[] = [];
  if (q.voiceId !== undefined) conditions.push(eq(historyItem.voiceId, q.voiceId));
  if (q.model) conditions.push(eq(q.model.column === "served" ? historyItem.modelId : historyItem.requestedModelId, q.model.id));
  if (q.source !== undefined) conditions.push(eq(historyItem.source, q.source));
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(historyItem.text, pattern), ilike(historyItem.voiceName, pattern))!);
  }
  return conditions;
}

const pageOrder = (createdAt: SQL | AnyColumn, id: SQL | AnyColumn, direction: "asc" | "desc") =>
  direction === "desc" ? sql`${createdAt} desc, ${id} desc` : sql`${createdAt} asc, ${id} asc`;

/**
 * The viewer's own items of one page: equality filters on a prefix of one of the
 * (workspace_id, user_id, ...) indexes of db/schema/history.ts, then the cursor (a row
 * comparison) and the date bounds as a range on its (created_at DESC, id DESC) tail, scanned
 * forwards for desc and backwards for asc.
 */
function ownBranch(viewer: ShareViewer, q: HistoryPageQuery, cursor: HistoryCursor | null): SQL {
  const conditions: SQL[] = [eq(historyItem.workspaceId, viewer.workspaceId), eq(historyItem.userId, viewer.userId), ...itemFilters(q)];
  if (cursor) conditions.push(afterCursor(historyItem.createdAt, historyItem.id, q.direction, cursor));
  if (q.createdFrom) conditions.push(gte(historyItem.createdAt, q.createdFrom));
  if (q.createdBefore) conditions.push(lt(historyItem.createdAt, q.createdBefore));
  return sql`select ${historyItem.createdAt} as created_at, ${historyItem.id} as id from ${historyItem} where ${and(...conditions)} order by ${pageOrder(historyItem.createdAt, historyItem.id, q.direction)} limit ${q.limit}`;
}

/**
 * The items shared with one of the viewer's identities (itself, the workspace, a group, its key):
 * a range of resource_share_principal_created_idx, which carries each item's created_at, in the
 * same order as the own items. Filters on the item's own columns look each share's item up by
 * primary key in a LATERAL subquery whose LIMIT keeps the planner from turning it into a join
 * (PostgreSQL would otherwise scan every item matching the filter, in every workspace), which keeps
 * that order.
 */
function sharedBranch(viewer: ShareViewer, principal: { type: string; id: string }, q: HistoryPageQuery, cursor: HistoryCursor | null): SQL {
  const s = resourceShare;
  const conditions: SQL[] = [
    eq(s.workspaceId, viewer.workspaceId),
    eq(s.resourceType, HISTORY_RESOURCE_TYPE),
    eq(s.principalType, principal.type as "user"),
    eq(s.principalId, principal.id),
  ];
  if (cursor) conditions.push(afterCursor(s.resourceCreatedAt, s.resourceId, q.direction, cursor));
  if (q.createdFrom) conditions.push(gte(s.resourceCreatedAt, q.createdFrom));
  if (q.createdBefore) conditions.push(lt(s.resourceCreatedAt, q.createdBefore));
  const filters = itemFilters(q);
  const from =
    filters.length > 0
      ? sql`${s} cross join lateral (select 1 from ${historyItem} where ${and(eq(historyItem.id, s.resourceId), ...filters)} limit 1) as item_match`
      : sql`${s}`;
  return sql`select ${s.resourceCreatedAt} as created_at, ${s.resourceId} as id from ${from} where ${and(...conditions)} order by ${pageOrder(s.resourceCreatedAt, s.resourceId, q.direction)} limit ${q.limit}`;
}

/**
 * The (created_at, id) of one page of what the viewer sees, unexecuted (the plan test EXPLAINs
 * it): its own items and those shared with it, each part a page of an ordered index range, merged
 * in order (Merge Append) and made distinct on the way (an item may be the viewer's own and shared
 * with the workspace, or reach it through several shares), so a page never sorts a workspace.
 */
export function historyPageSelect(viewer: ShareViewer, q: HistoryPageQuery, cursor: HistoryCursor | null): SQL {
  const branches = [ownBranch(viewer, q, cursor), ...viewerPrincipals(viewer).map((p) => sharedBranch(viewer, p, q, cursor))];
  const union = sql.join(branches.map((b) => sql`(${b})`), sql` union all `);
  return sql`select distinct page.created_at, page.id from (${union}) as page order by ${pageOrder(sql`page.created_at`, sql`page.id`, q.direction)} limit ${q.limit}`;
}

/**
 * One keyset page of what the viewer sees, costing the same however deep it is. The anchor of
 * `cursor` must be an item the viewer sees (the use case checks it).
 */
export async function listHistoryPage(db: Db, viewer: ShareViewer, q: HistoryPageQuery, cursor: HistoryCursor | null): Promise<HistoryRow[]> {
  const result = (await db.execute(historyPageSelect(viewer, q, cursor))) as unknown as { rows: { id: string }[] };
  const ids = result.rows.map((r) => r.id);
  const rows = await findHistoryItems(db, viewer.workspaceId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // An item deleted between the two reads is left out of this page.
  return ids.map((id) => byId.get(id)).filter((r): r is HistoryRow => r !== undefined);
}

/** Deletes an item and its shares together (shares have no foreign key: they are generic over resource kinds). */
export async function deleteHistoryItem(db: Db, workspaceId: string, id: string): Promise<HistoryRow | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(historyItem)
      .where(and(eq(historyItem.workspaceId, workspaceId), eq(historyItem.id, id)))
      .returning();
    await tx
      .delete(resourceShare)
      .where(and(eq(resourceShare.workspaceId, workspaceId), eq(resourceShare.resourceType, HISTORY_RESOURCE_TYPE), eq(resourceShare.resourceId, id)));
    return rows[0] ?? null;
  });
}

/**
 * The item's public share link id: the one it has, or `candidate` set now. Concurrent first calls
 * agree on one id (the update only fills an empty link). Null when the item is gone.
 */
export async function ensureShareLinkId(db: Db, workspaceId: string, id: string, candidate: string): Promise<string | null> {
  const rows = await db
    .update(historyItem)
    .set({ shareLinkId: sql`coalesce(${historyItem.shareLinkId}, ${candidate})` })
    .where(and(eq(historyItem.workspaceId, workspaceId), eq(historyItem.id, id)))
    .returning({ shareLinkId: historyItem.shareLinkId });
  return rows[0]?.shareLinkId ?? null;
}

/** Ends the item's public share link (its page and audio answer 404 from now on); false when the item is gone. */
export async function clearShareLinkId(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(historyItem)
    .set({ shareLinkId: null })
    .where(and(eq(historyItem.workspaceId, workspaceId), eq(historyItem.id, id)))
    .returning({ id: historyItem.id });
  return rows.length > 0;
}

const itemByShareLink = preparedQuery((db, name) =>
  db.select().from(historyItem).where(eq(historyItem.shareLinkId, sql.placeholder("shareLinkId"))).limit(1).prepare(name),
);

/** The item a public share link points at, whatever its workspace, or null (never shared, revoked, deleted). */
export async function findSharedHistoryItem(db: Db, shareLinkId: string): Promise<HistoryRow | null> {
  const rows = await itemByShareLink(db).execute({ shareLinkId });
  return rows[0] ?? null;
}

/** Stores the item's feedback; null removes it. */
export async function saveFeedback(db: Db, workspaceId: string, id: string, feedback: Feedback | null): Promise<void> {
  await db
    .update(historyItem)
    .set({ feedback: feedback === null ? null : sql`${JSON.stringify(feedback)}::jsonb` })
    .where(and(eq(historyItem.workspaceId, workspaceId), eq(historyItem.id, id)));
}
