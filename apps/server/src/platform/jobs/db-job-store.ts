import { and, asc, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { job, jobSchedule } from "#db/schema/index";
import { newId } from "../ids";
import type { JobInfo, JobPage, JobState } from "./job-types";

export type JobRow = typeof job.$inferSelect;

const now = sql`now()`;
const inMs = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

/** A stored job as the runner interface presents it. */
export function presentJob(row: JobRow): JobInfo {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as JobState,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    progress: row.progress ?? null,
    lastError: row.lastError,
    idempotencyKey: row.idempotencyKey,
    createdAt: row.createdAt,
    runAt: row.runAt,
    finishedAt: row.finishedAt,
  };
}

/** Inserts a waiting job; with an idempotency key already taken, returns that job instead. */
export async function insertJob(
  db: Db,
  input: { kind: string; payload: unknown; idempotencyKey?: string; delayMs: number; maxAttempts: number },
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insert(job)
    .values({
      id: newId(),
      kind: input.kind,
      payload: input.payload as object,
      state: "waiting",
      idempotencyKey: input.idempotencyKey ?? null,
      maxAttempts: input.maxAttempts,
      runAt: input.delayMs > 0 ? inMs(input.delayMs) : now,
    })
    .onConflictDoNothing({ target: job.idempotencyKey })
    .returning({ id: job.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await db.select({ id: job.id }).from(job).where(eq(job.idempotencyKey, input.idempotencyKey!));
  return { id: existing.id, created: false };
}

/** Takes the oldest due waiting job of these kinds for `owner`, with a lease; null when there is none. */
export async function claimJob(db: Db, kinds: string[], owner: string, leaseMs: number): Promise<JobRow | null> {
  const candidate = db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.state, "waiting"), lte(job.runAt, now), inArray(job.kind, kinds)))
    .orderBy(asc(job.runAt), asc(job.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(job)
    .set({ state: "active", lockedBy: owner, lockedUntil: inMs(leaseMs), attempts: sql`${job.attempts} + 1`, updatedAt: now })
    .where(eq(job.id, sql`(${candidate})`))
    .returning();
  return row ?? null;
}

/**
 * Extends the leases of `ids` held by `owner`; returns the ids still active and ours (a job
 * cancelled by an operator, or taken over after a lost lease, is missing: its handler must stop).
 */
export async function renewLeases(db: Db, ids: string[], owner: string, leaseMs: number): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .update(job)
    .set({ lockedUntil: inMs(leaseMs) })
    .where(and(inArray(job.id, ids), eq(job.lockedBy, owner), eq(job.state, "active")))
    .returning({ id: job.id });
  return new Set(rows.map((r) => r.id));
}

/** Jobs whose lease ran out (their process died) go back to the queue, or to dead when out of attempts. */
export async function recoverExpiredLeases(db: Db): Promise<string[]> {
  const rows = await db
    .update(job)
    .set({
      state: sql`case when ${job.attempts} >= ${job.maxAttempts} then 'dead' else 'waiting' end`,
      lockedBy: null,
      lockedUntil: null,
      runAt: now,
      updatedAt: now,
      lastError: "The process running this job stopped before it finished.",
      finishedAt: sql`case when ${job.attempts} >= ${job.maxAttempts} then now() else null end`,
    })
    .where(and(eq(job.state, "active"), lt(job.lockedUntil, now)))
    .returning({ id: job.id });
  return rows.map((r) => r.id);
}

const ownedActive = (id: string, owner: string) => and(eq(job.id, id), eq(job.lockedBy, owner), eq(job.state, "active"));

export async function completeJob(db: Db, id: string, owner: string): Promise<void> {
  await db
    .update(job)
    .set({ state: "completed", lockedBy: null, lockedUntil: null, finishedAt: now, updatedAt: now, lastError: null })
    .where(ownedActive(id, owner));
}

/** A failed run: retried after `retryInMs`, or dead when `retryInMs` is null. */
export async function failJob(db: Db, id: string, owner: string, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(job)
    .set(
      retryInMs === null
        ? { state: "dead", lockedBy: null, lockedUntil: null, lastError: error, finishedAt: now, updatedAt: now }
        : { state: "waiting", lockedBy: null, lockedUntil: null, lastError: error, runAt: inMs(retryInMs), updatedAt: now },
    )
    .where(ownedActive(id, owner));
}

/** A run interrupted by shutdown: back to the queue, and the attempt does not count. */
export async function handBackJob(db: Db, id: string, owner: string): Promise<void> {
  await db
    .update(job)
    .set({ state: "waiting", lockedBy: null, lockedUntil: null, attempts: sql`greatest(${job.attempts} - 1, 0)`, runAt: now, updatedAt: now })
    .where(ownedActive(id, owner));
}

export async function saveProgress(db: Db, id: string, progress: unknown): Promise<void> {
  await db.update(job).set({ progress: sql`${JSON.stringify(progress)}::jsonb`, updatedAt: now }).where(eq(job.id, id));
}

export async function findJob(db: Db, id: string): Promise<JobRow | null> {
  const [row] = await db.select().from(job).where(eq(job.id, id)).limit(1);
  return row ?? null;
}

/** Jobs in one state, newest first, keyset-paginated on (created_at, id) to match job_state_created_idx. */
export async function listJobs(db: Db, state: JobState, limit: number, after?: string): Promise<JobPage> {
  const conditions = [eq(job.state, state)];
  if (after) {
    const anchor = await findJob(db, after);
    if (anchor) {
      conditions.push(or(lt(job.createdAt, anchor.createdAt), and(eq(job.createdAt, anchor.createdAt), lt(job.id, anchor.id)))!);
    }
  }
  const rows = await db
    .select()
    .from(job)
    .where(and(...conditions))
    .orderBy(desc(job.createdAt), desc(job.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { jobs: page.map(presentJob), nextCursor: rows.length > limit ? page.at(-1)!.id : null };
}

/** A dead or cancelled job goes back to the queue with its attempts reset. */
export async function retryJob(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({ state: "waiting", attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
    .where(and(eq(job.id, id), inArray(job.state, ["dead", "cancelled"])))
    .returning({ id: job.id });
  return rows.length > 0;
}

/** Marks a waiting or running job cancelled; the process running it notices at its next lease renewal. */
export async function cancelJob(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(job)
    .set({ state: "cancelled", lockedBy: null, lockedUntil: null, finishedAt: now, updatedAt: now })
    .where(and(eq(job.id, id), inArray(job.state, ["waiting", "active"])))
    .returning({ id: job.id });
  return rows.length > 0;
}

export async function countJobs(db: Db): Promise<{ kind: string; state: string; count: number }[]> {
  return db
    .select({ kind: job.kind, state: job.state, count: sql<number>`count(*)::int` })
    .from(job)
    .groupBy(job.kind, job.state);
}

/** Creates or updates a schedule; a changed cron takes effect from `nextRunAt`. */
export async function upsertSchedule(db: Db, input: { name: string; kind: string; cron: string; payload: unknown; nextRunAt: Date }): Promise<void> {
  await db
    .insert(jobSchedule)
    .values({ ...input, payload: input.payload as object })
    .onConflictDoUpdate({
      target: jobSchedule.name,
      set: {
        kind: input.kind,
        payload: input.payload as object,
        cron: input.cron,
        nextRunAt: sql`case when ${jobSchedule.cron} = ${input.cron} then ${jobSchedule.nextRunAt} else ${input.nextRunAt} end`,
      },
    });
}

export type ScheduleRow = typeof jobSchedule.$inferSelect;

export function dueSchedules(db: Db): Promise<ScheduleRow[]> {
  return db.select().from(jobSchedule).where(lte(jobSchedule.nextRunAt, now));
}

/**
 * Fires one tick of a schedule: moves it to its next time and enqueues the job in one transaction,
 * guarded by the tick it read, so when several instances see the same due schedule one job is made.
 */
export async function fireSchedule(db: Db, due: ScheduleRow, next: Date, maxAttempts: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(jobSchedule)
      .set({ nextRunAt: next })
      .where(and(eq(jobSchedule.name, due.name), eq(jobSchedule.nextRunAt, due.nextRunAt)))
      .returning({ name: jobSchedule.name });
    if (moved.length === 0) return false;
    await insertJob(tx as unknown as Db, {
      kind: due.kind,
      payload: due.payload,
      idempotencyKey: `schedule:${due.name}:${due.nextRunAt.toISOString()}`,
      delayMs: 0,
      maxAttempts,
    });
    return true;
  });
}
