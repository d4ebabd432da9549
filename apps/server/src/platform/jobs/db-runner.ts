import { CronExpressionParser } from "cron-parser";
import { hostname } from "node:os";
import type { Db } from "#db/client";
import { newId } from "../ids";
import type { Logger } from "../logger";
import {
  cancelJob,
  claimJob,
  completeJob,
  countJobs,
  dueSchedules,
  failJob,
  findJob,
  fireSchedule,
  handBackJob,
  insertJob,
  listJobs,
  presentJob,
  recoverExpiredLeases,
  renewLeases,
  retryJob,
  saveProgress,
  upsertSchedule,
  type JobRow,
} from "./db-job-store";
import { errorText, InvalidJobPayloadError, JobKinds, runHandler } from "./job-kinds";
import { backoffDelay, emptyJobCounts, type JobObserver, type JobRunner, type JobState } from "./job-types";
import { RunningJobs, type RunEnd, type Settled } from "./running-jobs";

export interface DbRunnerOptions {
  db: Db;
  log: Logger;
  /** Jobs this process runs at once (kinds with slots of their own run beside them). */
  concurrency: number;
  /** How long a claimed job is ours without renewal; a process that dies loses its jobs after this. */
  leaseMs?: number;
  /** How often to look for due jobs when nothing woke the runner. */
  pollMs?: number;
  observer?: JobObserver;
}

/** The next time of a 5-field cron expression after `from`, in UTC. */
export function nextCronTime(cron: string, from: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: from, tz: "UTC" }).next().toDate();
}

/**
 * The default runner: jobs live in the database and run in this process. Several processes on one
 * PostgreSQL share the queue safely (claims use FOR UPDATE SKIP LOCKED; schedules fire once).
 */
export function createDbRunner(opts: DbRunnerOptions): JobRunner {
  const { db, log } = opts;
  const kinds = new JobKinds();
  const leaseMs = opts.leaseMs ?? 30_000;
  const pollMs = opts.pollMs ?? 1000;
  const owner = `${hostname()}:${process.pid}:${newId(8)}`;
  const running = new RunningJobs(opts.observer);
  let started = false;
  let stopping = false;
  let wake: (() => void) | null = null;
  let loop: Promise<void> | null = null;
  let heartbeat: NodeJS.Timeout | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });

  /** Records how a run of a claimed job ended; the row only changes while the job is still ours. */
  async function settle(row: JobRow, end: RunEnd): Promise<Settled> {
    switch (end.kind) {
      case "handed_back":
        await handBackJob(db, row.id, owner);
        return { outcome: "handed_back" };
      case "cancelled":
        return { outcome: "cancelled" }; // by an operator: the row already says so
      case "completed":
        await completeJob(db, row.id, owner);
        return { outcome: "completed" };
      case "failed": {
        const retry = !(end.error instanceof InvalidJobPayloadError) && row.attempts < row.maxAttempts;
        log.warn(`job ${row.kind} ${row.id} failed (attempt ${row.attempts} of ${row.maxAttempts})${retry ? "" : "; no attempts left"}`, end.error);
        await failJob(db, row.id, owner, errorText(end.error), retry ? backoffDelay(kinds.backoffMs(row.kind), row.attempts) : null);
        return { outcome: retry ? "retry" : "dead" };
      }
    }
  }

  async function execute(row: JobRow): Promise<void> {
    const job = { id: row.id, kind: row.kind, payload: row.payload, attempt: row.attempts };
    const progress = (value: unknown) => saveProgress(db, row.id, value);
    try {
      await running.run(row, (signal) => runHandler(kinds, job, { signal, log, progress }), (end) => settle(row, end));
    } finally {
      wake?.(); // a slot is free
    }
  }

  async function fireDueSchedules(): Promise<void> {
    for (const due of await dueSchedules(db)) {
      if (!kinds.names().includes(due.kind)) continue;
      const next = nextCronTime(due.cron, new Date(Math.max(Date.now(), due.nextRunAt.getTime())));
      await fireSchedule(db, due, next, kinds.attempts(due.kind));
    }
  }

  async function pollOnce(): Promise<boolean> {
    await recoverExpiredLeases(db);
    await fireDueSchedules();
    let claimed = false;
    while (!stopping) {
      const claimable = kinds.claimable((kind) => running.countOf(kind), opts.concurrency);
      if (claimable.length === 0) break;
      const row = await claimJob(db, claimable, owner, leaseMs);
      if (!row) break;
      claimed = true;
      // execute() counts in `running` from its first line, before it awaits anything.
      execute(row).catch((err) => log.error(`job runner could not record the end of job ${row.id}`, err));
    }
    return claimed;
  }

  async function runLoop(): Promise<void> {
    while (!stopping) {
      let claimed = false;
      try {
        claimed = await pollOnce();
      } catch (err) {
        if (!stopping) log.warn("job runner could not reach the database; retrying", err);
      }
      if (stopping) break;
      if (!claimed || kinds.claimable((kind) => running.countOf(kind), opts.concurrency).length === 0) await sleep(pollMs);
    }
  }

  async function renew(): Promise<void> {
    const ids = running.ids();
    const still = await renewLeases(db, ids, owner, leaseMs);
    for (const id of ids) {
      if (!still.has(id)) running.cancel(id, new Error("job cancelled"));
    }
  }

  return {
    backend: "database",
    register: (kind) => kinds.register(kind),

    async enqueue(kind, payload, enqueueOpts = {}) {
      const parsed = kinds.parse(kind, payload);
      const result = await insertJob(db, {
        kind,
        payload: parsed,
        idempotencyKey: enqueueOpts.idempotencyKey,
        delayMs: enqueueOpts.delayMs ?? 0,
        maxAttempts: enqueueOpts.attempts ?? kinds.attempts(kind),
      });
      if (result.created && !enqueueOpts.delayMs) wake?.();
      return result;
    },

    async schedule(name, cron, kind, payload) {
      const parsed = kinds.parse(kind, payload);
      await upsertSchedule(db, { name, kind, cron, payload: parsed, nextRunAt: nextCronTime(cron, new Date()) });
    },

    async start() {
      if (started) return;
      started = true;
      heartbeat = setInterval(() => void renew().catch((err) => log.warn("could not renew job leases", err)), Math.max(200, leaseMs / 3));
      heartbeat.unref();
      loop = runLoop();
    },

    async stop(timeoutMs) {
      stopping = true;
      wake?.();
      await loop;
      // Handlers that honour the abort hand their jobs back themselves; one that ignores it is
      // handed back here, and a lease that lapses covers the rest.
      if (!(await running.drain(timeoutMs))) {
        for (const id of running.ids()) await handBackJob(db, id, owner).catch(() => {});
      }
      clearInterval(heartbeat);
    },

    async get(id) {
      const row = await findJob(db, id);
      return row ? presentJob(row) : null;
    },
    list: ({ state, limit, after }) => listJobs(db, state, limit, after),
    async retry(id) {
      const ok = await retryJob(db, id);
      if (ok) wake?.();
      return ok;
    },
    async cancel(id) {
      const ok = await cancelJob(db, id);
      running.cancel(id, new Error("job cancelled"));
      return ok;
    },
    async counts() {
      const counts = emptyJobCounts();
      for (const row of await countJobs(db)) counts[row.state as JobState] += row.count;
      return counts;
    },
    async check() {
      await findJob(db, "");
    },
    async close() {
      if (!stopping) await this.stop(0);
    },
  };
}
