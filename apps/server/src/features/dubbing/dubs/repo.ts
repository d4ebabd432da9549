import { and, arrayOverlaps, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { dub, type DubRender } from "#db/schema/index";

export type DubRow = typeof dub.$inferSelect;
export type NewDubRow = typeof dub.$inferInsert;

export async function insertDub(db: Db, row: NewDubRow): Promise<DubRow> {
  const [inserted] = await db.insert(dub).values(row).returning();
  return inserted!;
}

/** A dub of the workspace; null for another workspace's. */
export async function findDub(db: Db, workspaceId: string, id: string): Promise<DubRow | null> {
  const [row] = await db
    .select()
    .from(dub)
    .where(and(eq(dub.id, id), eq(dub.workspaceId, workspaceId)))
    .limit(1);
  return row ?? null;
}

/** A dub by id alone (the job). */
export async function findDubById(db: Db, id: string): Promise<DubRow | null> {
  const [row] = await db.select().from(dub).where(eq(dub.id, id)).limit(1);
  return row ?? null;
}

/** The job's writes: a step finished (its results with it), progress, the end. Nothing for a dub deleted meanwhile. */
export async function updateDub(
  db: Db,
  id: string,
  change: Partial<Pick<DubRow, "status" | "step" | "progress" | "progressMessage" | "sourceLanguage" | "resource" | "warnings" | "error" | "finishedAt">>,
): Promise<boolean> {
  const rows = await db
    .update(dub)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(dub.id, id))
    .returning({ id: dub.id });
  return rows.length > 0;
}

/** The productions work reviewing the dub (productions_description_id). */
export async function linkDubProductionsWork(db: Db, id: string, descriptionId: string): Promise<void> {
  await db.update(dub).set({ productionsDescriptionId: descriptionId, updatedAt: new Date() }).where(eq(dub.id, id));
}

/** Marks a failed dub refunded, once: true for the caller that gets to give the characters back. */
export async function markDubRefunded(db: Db, id: string): Promise<DubRow | null> {
  const [row] = await db
    .update(dub)
    .set({ refunded: true, updatedAt: new Date() })
    .where(and(eq(dub.id, id), eq(dub.refunded, false)))
    .returning();
  return row ?? null;
}

export async function deleteDubRow(db: Db, workspaceId: string, id: string): Promise<DubRow | null> {
  const [row] = await db
    .delete(dub)
    .where(and(eq(dub.id, id), eq(dub.workspaceId, workspaceId)))
    .returning();
  return row ?? null;
}

/** Where a page continues: the last row's sort value (created_at as PostgreSQL's text, or the name) and id. */
export interface DubCursor {
  value: string;
  id: string;
}

export interface DubPageQuery {
  workspaceId: string;
  /** Only this member's (personal) or only the others' (others); all when null. */
  creator: { userId: string; mine: boolean } | null;
  orderBy: "created_at" | "name";
  ascending: boolean;
  statuses?: readonly string[];
  targetLanguages?: readonly string[];
  creationSources?: readonly string[];
  limit: number;
}

/**
 * The SELECT of one page of a workspace's dubs, unexecuted (the plan test EXPLAINs it): a range of
 * dub_workspace_created_idx (read backwards when ascending), dub_workspace_user_created_idx for
 * the member's own, or dub_workspace_name_idx by name; the filters are checked on the rows read.
 */
export function dubPageSelect(db: Db, q: DubPageQuery, after: DubCursor | null) {
  const byName = q.orderBy === "name";
  const sortColumn = byName ? dub.name : dub.createdAt;
  const sortText = byName ? sql<string>`${dub.name}` : sql<string>`${dub.createdAt}::text`;
  const afterValue = byName ? sql`${after?.value}` : sql`${after?.value}::timestamptz`;
  const keyset = after ? (q.ascending ? sql`(${sortColumn}, ${dub.id}) > (${afterValue}, ${after.id})` : sql`(${sortColumn}, ${dub.id}) < (${afterValue}, ${after.id})`) : undefined;
  const conditions: (SQL | undefined)[] = [eq(dub.workspaceId, q.workspaceId), keyset];
  if (q.creator) conditions.push(q.creator.mine ? eq(dub.userId, q.creator.userId) : ne(dub.userId, q.creator.userId));
  if (q.statuses?.length) conditions.push(inArray(dub.status, [...q.statuses]));
  if (q.targetLanguages?.length) conditions.push(arrayOverlaps(dub.targetLanguages, [...q.targetLanguages]));
  if (q.creationSources?.length) conditions.push(inArray(dub.creationSource, [...q.creationSources]));
  const direction = q.ascending ? asc : desc;
  return db
    .select({ row: dub, sortText })
    .from(dub)
    .where(and(...conditions))
    .orderBy(direction(sortColumn), direction(dub.id))
    .limit(q.limit);
}

/** The resource's version (0 until the studio first edits it). */
export function resourceVersion(row: Pick<DubRow, "resource">): number {
  return row.resource.version ?? 0;
}

/**
 * A studio edit: the dub's resource (and with it its languages and charge, when a language is
 * added) written only while the resource is still at `version`, so two edits made at once cannot
 * lose either; false when another edit came first (the caller reads again).
 */
export async function updateDubResourceAt(
  db: Db,
  id: string,
  version: number,
  change: Pick<DubRow, "resource"> & Partial<Pick<DubRow, "targetLanguages" | "charactersCharged">>,
): Promise<boolean> {
  const rows = await db
    .update(dub)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(dub.id, id), sql`coalesce((${dub.resource}->>'version')::int, 0) = ${version}`))
    .returning({ id: dub.id });
  return rows.length > 0;
}

/** A render's state written by its job, without raising the resource's version (it is no edit). Nothing for a dub deleted meanwhile. */
export async function setDubRender(db: Db, id: string, render: DubRender): Promise<boolean> {
  const rows = await db
    .update(dub)
    .set({
      resource: sql`jsonb_set(${dub.resource}, '{renders}', coalesce(${dub.resource}->'renders', '{}'::jsonb) || jsonb_build_object(${render.id}::text, ${JSON.stringify(render)}::jsonb))`,
      updatedAt: new Date(),
    })
    .where(eq(dub.id, id))
    .returning({ id: dub.id });
  return rows.length > 0;
}

/** Which of these dub ids still have their dub (the orphan-file sweep). */
export async function findExistingDubIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: dub.id }).from(dub).where(inArray(dub.id, ids));
  return new Set(rows.map((r) => r.id));
}
