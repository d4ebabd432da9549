import { and, count, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { generation, type GenerationState } from "#db/schema/index";

export type GenerationRow = typeof generation.$inferSelect;
export type NewGenerationRow = typeof generation.$inferInsert;

export async function insertGeneration(tx: Db, row: NewGenerationRow): Promise<void> {
  await tx.insert(generation).values(row);
}

/** The workspace's generations running now (started, and renewed by a live process since `aliveAfter`). */
export async function countRunningGenerations(tx: Db, workspaceId: string, aliveAfter: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(generation)
    .where(and(eq(generation.workspaceId, workspaceId), eq(generation.state, "started"), gt(generation.heartbeatAt, aliveAfter)));
  return row?.n ?? 0;
}

/**
 * Locks a generation that is still `started`; null when it has already settled. `skipLocked` (the
 * sweep of abandoned generations): a row another transaction holds is skipped rather than waited
 * for. The process that runs the generation waits instead: the lock it meets is its own
 * heartbeat's, or a sweep that is settling it (then the row is no longer `started` and it gets null).
 */
export async function lockStartedGeneration(tx: Db, id: string, opts: { skipLocked: boolean }): Promise<GenerationRow | null> {
  const rows = await tx
    .select()
    .from(generation)
    .where(and(eq(generation.id, id), eq(generation.state, "started")))
    .for("update", opts.skipLocked ? { skipLocked: true } : {});
  return rows[0] ?? null;
}

export async function markGenerationSettled(tx: Db, id: string, state: Exclude<GenerationState, "started">, charactersRefunded: number): Promise<void> {
  await tx.update(generation).set({ state, charactersRefunded, settledAt: new Date() }).where(eq(generation.id, id));
}

/** Renews the heartbeat of this process's running generations. */
export async function touchGenerations(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(generation).set({ heartbeatAt: sql`now()` }).where(and(inArray(generation.id, ids), eq(generation.state, "started")));
}

/** Generations still `started` whose process stopped renewing them before `staleBefore`. */
export async function findStaleGenerations(db: Db, staleBefore: Date, limit: number): Promise<GenerationRow[]> {
  return db
    .select()
    .from(generation)
    .where(and(eq(generation.state, "started"), lt(generation.heartbeatAt, staleBefore)))
    .orderBy(generation.heartbeatAt)
    .limit(limit);
}
