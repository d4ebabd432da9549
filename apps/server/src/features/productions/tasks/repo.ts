import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { productionFeedback, productionTask, productionTaskDescription, type ProductionSegment } from "#db/schema/index";

export type DescriptionRow = typeof productionTaskDescription.$inferSelect;
export type NewDescriptionRow = typeof productionTaskDescription.$inferInsert;
export type TaskRow = typeof productionTask.$inferSelect;
export type FeedbackRow = typeof productionFeedback.$inferSelect;

/** States in which a task holds its description (the unique partial index's). */
export const HOLDING_STATES = ["claimed", "submitted", "in_review", "returned"] as const;

export async function insertDescriptions(db: Db, rows: NewDescriptionRow[]): Promise<void> {
  if (rows.length) await db.insert(productionTaskDescription).values(rows);
}

export async function countDescriptionsOfOrder(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(productionTaskDescription).where(eq(productionTaskDescription.orderId, orderId));
  return row?.n ?? 0;
}

export async function listDescriptionsOfOrder(db: Db, orderId: string): Promise<DescriptionRow[]> {
  return db.select().from(productionTaskDescription).where(eq(productionTaskDescription.orderId, orderId)).orderBy(asc(productionTaskDescription.createdAt), asc(productionTaskDescription.id));
}

export async function findDescription(db: Db, id: string): Promise<DescriptionRow | null> {
  const [row] = await db.select().from(productionTaskDescription).where(eq(productionTaskDescription.id, id)).limit(1);
  return row ?? null;
}

/** The descriptions of these ids, by id (a page's, read at once by primary key). */
export async function findDescriptionsByIds(db: Db, ids: readonly string[]): Promise<Map<string, DescriptionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(productionTaskDescription).where(inArray(productionTaskDescription.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Moves a description from one of `from` to `to`; null when it was in none of them. */
export async function moveDescriptionState(db: Db, id: string, from: readonly string[], to: string, change: Partial<Pick<DescriptionRow, "reviewedSegments">> = {}): Promise<DescriptionRow | null> {
  const [row] = await db
    .update(productionTaskDescription)
    .set({ state: to, ...change, updatedAt: new Date() })
    .where(and(eq(productionTaskDescription.id, id), inArray(productionTaskDescription.state, [...from])))
    .returning();
  return row ?? null;
}

export async function setDescriptionPriority(db: Db, id: string, priority: number): Promise<DescriptionRow | null> {
  const [row] = await db.update(productionTaskDescription).set({ priority, updatedAt: new Date() }).where(eq(productionTaskDescription.id, id)).returning();
  return row ?? null;
}

/** Where a page of open work continues: the last row's priority, creation time (PostgreSQL's text) and id. */
export interface OpenWorkCursor {
  priority: number;
  createdAt: string;
  id: string;
}

/**
 * One page of a team's open work, most urgent first: a range of production_task_description_open_idx
 * (team, priority descending, then oldest), unsorted (the plan test EXPLAINs it).
 */
export function openWorkSelect(db: Db, teamId: string, after: OpenWorkCursor | null, limit: number) {
  const d = productionTaskDescription;
  const keyset = after ? sql`(${d.priority} < ${after.priority} or (${d.priority} = ${after.priority} and (${d.createdAt}, ${d.id}) > (${after.createdAt}::timestamptz, ${after.id})))` : undefined;
  const conditions: (SQL | undefined)[] = [eq(d.teamId, teamId), eq(d.state, "open"), keyset];
  return db
    .select({ row: d, createdText: sql<string>`${d.createdAt}::text` })
    .from(d)
    .where(and(...conditions))
    .orderBy(desc(d.priority), asc(d.createdAt), asc(d.id))
    .limit(limit);
}

/** Open work of a team: how many descriptions wait. */
export async function countOpenWork(db: Db, teamId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(productionTaskDescription).where(and(eq(productionTaskDescription.teamId, teamId), eq(productionTaskDescription.state, "open")));
  return row?.n ?? 0;
}

/** A new task (a claim); null when another task holds the description already (the unique partial index refused it). */
export async function insertTask(db: Db, row: typeof productionTask.$inferInsert): Promise<TaskRow | null> {
  const rows = await db.insert(productionTask).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** The producer's task; null for another producer's (or none). */
export async function findTaskOfProducer(db: Db, producerId: string, taskId: string): Promise<TaskRow | null> {
  const [row] = await db
    .select()
    .from(productionTask)
    .where(and(eq(productionTask.id, taskId), eq(productionTask.producerId, producerId)))
    .limit(1);
  return row ?? null;
}

export async function findTask(db: Db, taskId: string): Promise<TaskRow | null> {
  const [row] = await db.select().from(productionTask).where(eq(productionTask.id, taskId)).limit(1);
  return row ?? null;
}

/** Tasks the producer works on now (claimed or returned). */
export async function countActiveTasks(db: Db, producerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productionTask)
    .where(and(eq(productionTask.producerId, producerId), inArray(productionTask.state, ["claimed", "returned"])));
  return row?.n ?? 0;
}

/** One page of the producer's tasks in `states`, newest first (production_task_producer_created_idx). */
export function producerTasksSelect(db: Db, producerId: string, states: readonly string[], after: { at: string; id: string } | null, limit: number) {
  const t = productionTask;
  const keyset = after ? sql`(${t.createdAt}, ${t.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
  return db
    .select({ row: t, createdText: sql<string>`${t.createdAt}::text` })
    .from(t)
    .where(and(eq(t.producerId, producerId), inArray(t.state, [...states]), keyset))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
}

/** Moves a task from one of `from` to `to` (with what changes with it); null when it was in none of them. */
export async function moveTaskState(
  db: Db,
  id: string,
  from: readonly string[],
  to: string,
  change: Partial<Pick<TaskRow, "submittedAt" | "finishedAt" | "reviewerId" | "deadlineAt" | "extended" | "segments">> = {},
): Promise<TaskRow | null> {
  const [row] = await db
    .update(productionTask)
    .set({ state: to, ...change, updatedAt: new Date() })
    .where(and(eq(productionTask.id, id), inArray(productionTask.state, [...from])))
    .returning();
  return row ?? null;
}

/** The producer's working copy, saved while they work on it; null when the task is not theirs to change now. */
export async function saveTaskSegments(db: Db, producerId: string, id: string, segments: ProductionSegment[]): Promise<TaskRow | null> {
  const [row] = await db
    .update(productionTask)
    .set({ segments, updatedAt: new Date() })
    .where(and(eq(productionTask.id, id), eq(productionTask.producerId, producerId), inArray(productionTask.state, ["claimed", "returned"])))
    .returning();
  return row ?? null;
}

/** The deadline moved once (the extension), only while the task is active and not extended before. */
export async function extendTask(db: Db, id: string, deadlineAt: Date): Promise<TaskRow | null> {
  const [row] = await db
    .update(productionTask)
    .set({ deadlineAt, extended: true, updatedAt: new Date() })
    .where(and(eq(productionTask.id, id), eq(productionTask.extended, false), inArray(productionTask.state, ["claimed", "returned"])))
    .returning();
  return row ?? null;
}

/** Active tasks past their deadline (production_task_active_deadline_idx). */
export async function findOverdueTasks(db: Db, now: Date, limit: number): Promise<TaskRow[]> {
  return db
    .select()
    .from(productionTask)
    .where(and(inArray(productionTask.state, ["claimed", "returned"]), lte(productionTask.deadlineAt, now)))
    .orderBy(asc(productionTask.deadlineAt))
    .limit(limit);
}

export async function insertFeedback(db: Db, rows: (typeof productionFeedback.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(productionFeedback).values(rows);
}

export async function listFeedback(db: Db, taskId: string): Promise<FeedbackRow[]> {
  return db.select().from(productionFeedback).where(eq(productionFeedback.taskId, taskId)).orderBy(asc(productionFeedback.createdAt), asc(productionFeedback.id));
}

/** How much feedback each of these tasks has that its producer did not acknowledge yet (production_feedback_task_idx); tasks without any are absent. */
export async function countUnacknowledgedFeedback(db: Db, taskIds: readonly string[]): Promise<Map<string, number>> {
  if (taskIds.length === 0) return new Map();
  const f = productionFeedback;
  const rows = await db
    .select({ taskId: f.taskId, n: sql<number>`count(*)::int` })
    .from(f)
    .where(and(inArray(f.taskId, [...new Set(taskIds)]), isNull(f.acknowledgedAt)))
    .groupBy(f.taskId);
  return new Map(rows.map((r) => [r.taskId, r.n]));
}

/** Marks the task's feedback read (once: the first acknowledgement's time is kept). */
export async function acknowledgeFeedback(db: Db, taskId: string, at: Date): Promise<number> {
  const rows = await db
    .update(productionFeedback)
    .set({ acknowledgedAt: at })
    .where(and(eq(productionFeedback.taskId, taskId), sql`${productionFeedback.acknowledgedAt} is null`))
    .returning({ id: productionFeedback.id });
  return rows.length;
}

/** The producer's accepted work (reviews aside), and how much of it was accepted the first time (returned never). */
export async function acceptedWorkCounts(db: Db, producerId: string): Promise<{ accepted: number; firstTime: number }> {
  const [row] = await db
    .select({
      accepted: sql<number>`count(*)::int`,
      firstTime: sql<number>`count(*) filter (where not exists (select 1 from ${productionFeedback} f where f.task_id = ${productionTask.id}))::int`,
    })
    .from(productionTask)
    .innerJoin(productionTaskDescription, eq(productionTaskDescription.id, productionTask.descriptionId))
    .where(and(eq(productionTask.producerId, producerId), eq(productionTask.state, "accepted"), sql`${productionTaskDescription.kind} <> 'review'`));
  return { accepted: row?.accepted ?? 0, firstTime: row?.firstTime ?? 0 };
}

/** An ended order's work stops: its unfinished tasks and their descriptions are cancelled (accepted work stays). */
export async function cancelWorkOfOrder(db: Db, orderId: string, now: Date): Promise<{ tasks: number }> {
  const ofOrder = db.select({ id: productionTaskDescription.id }).from(productionTaskDescription).where(eq(productionTaskDescription.orderId, orderId));
  const tasks = await db
    .update(productionTask)
    .set({ state: "cancelled", finishedAt: now, updatedAt: now })
    .where(and(inArray(productionTask.descriptionId, ofOrder), inArray(productionTask.state, [...HOLDING_STATES])))
    .returning({ id: productionTask.id });
  await db
    .update(productionTaskDescription)
    .set({ state: "cancelled", updatedAt: now })
    .where(and(eq(productionTaskDescription.orderId, orderId), inArray(productionTaskDescription.state, ["open", "claimed"])));
  return { tasks: tasks.length };
}
