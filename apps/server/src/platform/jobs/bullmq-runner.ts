import { createHash } from "node:crypto";
import { DelayedError, Queue, UnrecoverableError, Worker, type Job, type JobType } from "bullmq";
import type { Redis } from "ioredis";
import { newId } from "../ids";
import type { Logger } from "../logger";
import { errorText, InvalidJobPayloadError, JobKinds, runHandler } from "./job-kinds";
import { emptyJobCounts, type JobInfo, type JobObserver, type JobRunner, type JobState } from "./job-types";
import { RunningJobs, type RunEnd, type Settled } from "./running-jobs";

export interface BullmqRunnerOptions {
  /** A connection for commands; the runner duplicates it for its blocking and subscriber needs. */
  redis: Redis;
  /** Prefix of every key (tests use a unique one). */
  prefix: string;
  log: Logger;
  concurrency: number;
  /** The lock of a running job; a process that dies loses its jobs after about this long. */
  leaseMs?: number;
  observer?: JobObserver;
}

const QUEUE = "jobs";
const CANCELLED = "cancelled by an operator";
/** How long an idempotency key is remembered (BullMQ keeps completed jobs this long too). */
const KEY_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Our job states as BullMQ's. `dead` and `cancelled` are both BullMQ's failed set, told apart by the reason. */
const BULL_TYPES: Record<JobState, JobType[]> = {
  waiting: ["waiting", "delayed", "prioritized", "waiting-children"],
  active: ["active"],
  completed: ["completed"],
  dead: ["failed"],
  cancelled: ["failed"],
};

async function stateOf(job: Job): Promise<JobState> {
  const state = await job.getState();
  if (state === "failed") return job.failedReason?.startsWith(CANCELLED) ? "cancelled" : "dead";
  if (state === "active" || state === "completed") return state;
  return "waiting";
}

/** A job as JobInfo; `state` when the caller already read it (see `get`). */
async function present(job: Job, state?: JobState): Promise<JobInfo> {
  const { kind, key, payload } = job.data as { kind: string; key: string | null; payload: unknown };
  return {
    id: job.id!,
    kind,
    state: state ?? (await stateOf(job)),
    payload,
    attempts: job.attemptsStarted ?? job.attemptsMade,
    maxAttempts: job.opts.attempts ?? 1,
    progress: job.progress ?? null,
    lastError: job.failedReason || (job.stacktrace?.length ? job.stacktrace.at(-1)!.split("\n")[0] : null),
    idempotencyKey: key,
    createdAt: new Date(job.timestamp),
    runAt: job.delay ? new Date(job.timestamp + job.delay) : null,
    finishedAt: job.finishedOn ? new Date(job.finishedOn) : null,
  };
}

/**
 * Jobs on Redis with BullMQ (when REDIS_URL is set): one queue shared by every instance; BullMQ
 * moves the jobs of a process that died back to the queue once their lock lapses.
 */
export function createBullmqRunner(opts: BullmqRunnerOptions): JobRunner {
  const { redis, log } = opts;
  const kinds = new JobKinds();
  const leaseMs = opts.leaseMs ?? 30_000;
  const prefix = `${opts.prefix}bull`;
  const queue = new Queue(QUEUE, { connection: redis, prefix });
  queue.on("error", (err) => log.warn("job queue error", err));
  const cancelChannel = `${opts.prefix}jobs:cancel`;
  const running = new RunningJobs(opts.observer);
  let worker: Worker | null = null;
  let workerConnection: Redis | null = null;
  let subscriber: Redis | null = null;

  /** Tells BullMQ how a run ended, by what the processor throws (nothing: completed). */
  async function settle(job: Job, token: string | undefined, end: RunEnd): Promise<Settled> {
    switch (end.kind) {
      case "completed":
        return { outcome: "completed" };
      case "handed_back":
        // Back to the queue at once, without using an attempt.
        await job.moveToDelayed(Date.now(), token);
        return { outcome: "handed_back", raise: new DelayedError() };
      case "cancelled":
        return { outcome: "cancelled", raise: new UnrecoverableError(CANCELLED) };
      case "failed": {
        if (end.error instanceof InvalidJobPayloadError) return { outcome: "dead", raise: new UnrecoverableError(errorText(end.error)) };
        const attempt = job.attemptsMade + 1;
        const last = attempt >= (job.opts.attempts ?? 1);
        log.warn(`job ${job.name} ${job.id} failed (attempt ${attempt} of ${job.opts.attempts ?? 1})${last ? "; no attempts left" : ""}`, end.error);
        return { outcome: last ? "dead" : "retry", raise: end.error instanceof Error ? end.error : new Error(String(end.error)) };
      }
    }
  }

  /** How long a job of a kind at its own concurrency here waits before it is offered again. */
  const KIND_FULL_DELAY_MS = 1000;

  /** BullMQ's processor: one run of a job's handler. */
  async function processJob(job: Job, token?: string, bullSignal?: AbortSignal): Promise<void> {
    const { kind, payload } = job.data as { kind: string; payload: unknown };
    // A kind at its own limit in this process goes back to the queue (no attempt used): another
    // instance, or this one a moment later, takes it, and the slot stays free for other kinds.
    if (!kinds.claimable((k) => running.countOf(k), opts.concurrency).includes(kind)) {
      await job.moveToDelayed(Date.now() + KIND_FULL_DELAY_MS, token);
      throw new DelayedError();
    }
    const progress = (value: number | Record<string, unknown>) => job.updateProgress(value);
    const run = { id: job.id!, kind, payload, attempt: job.attemptsMade + 1 };
    await running.run(run, (signal) => runHandler(kinds, run, { signal, log, progress }), (end) => settle(job, token, end), bullSignal);
  }

  const jobOptions = (kind: string, attempts?: number) => ({
    attempts: attempts ?? kinds.attempts(kind),
    backoff: { type: "exponential" as const, delay: kinds.backoffMs(kind) },
    removeOnComplete: { age: KEY_TTL_SECONDS },
    removeOnFail: false,
  });

  return {
    backend: "bullmq",
    register: (kind) => kinds.register(kind),

    async enqueue(kind, payload, enqueueOpts = {}) {
      const parsed = kinds.parse(kind, payload);
      const key = enqueueOpts.idempotencyKey ?? null;
      // BullMQ adds a job once per id: the key's hash is the id, so a second add is a no-op.
      const id = key ? `k-${createHash("sha256").update(key).digest("hex").slice(0, 40)}` : newId();
      await queue.add(kind, { kind, key, payload: parsed }, { ...jobOptions(kind, enqueueOpts.attempts), jobId: id, delay: enqueueOpts.delayMs });
      if (!key) return { id, created: true };
      const first = await redis.set(`${opts.prefix}jobs:key:${id}`, "1", "EX", KEY_TTL_SECONDS, "NX");
      return { id, created: first === "OK" };
    },

    async schedule(name, cron, kind, payload) {
      const parsed = kinds.parse(kind, payload);
      await queue.upsertJobScheduler(name, { pattern: cron, tz: "UTC" }, { name: kind, data: { kind, key: null, payload: parsed }, opts: jobOptions(kind) });
    },

    async start() {
      if (worker) return;
      workerConnection = redis.duplicate({ maxRetriesPerRequest: null });
      worker = new Worker(QUEUE, processJob, {
        connection: workerConnection,
        prefix,
        // Room for the kinds with slots of their own besides the shared ones; processJob keeps each to its share.
        concurrency: opts.concurrency + kinds.ownSlots(),
        lockDuration: leaseMs,
        stalledInterval: leaseMs,
        maxStalledCount: 2,
      });
      worker.on("error", (err) => log.warn("job worker error", err));
      subscriber = redis.duplicate();
      subscriber.on("message", (_channel, id: string) => running.cancel(id, new Error("job cancelled")));
      await subscriber.subscribe(cancelChannel);
    },

    async stop(timeoutMs) {
      if (!worker) return;
      if (!(await running.drain(timeoutMs, worker.close()))) await worker.close(true);
      worker = null;
      // Connections made here are ours to close (BullMQ leaves a connection it was given open).
      for (const connection of [workerConnection, subscriber]) await connection?.quit().catch(() => connection.disconnect());
      workerConnection = null;
      subscriber = null;
    },

    async get(id) {
      const first = await queue.getJob(id);
      if (!first) return null;
      // The state is read after the job's fields: a job that finished in between would show as
      // completed with the fields (progress, attempts) of before. Read them again after the state.
      const state = await stateOf(first);
      return present((await queue.getJob(id)) ?? first, state);
    },

    async list({ state, limit, after }) {
      // Redis keeps each state as a sorted set: an offset cursor is a cheap index range there.
      const offset = after ? Number(after) || 0 : 0;
      const jobs: JobInfo[] = [];
      let scanned = offset;
      while (jobs.length < limit) {
        const batch = await queue.getJobs(BULL_TYPES[state], scanned, scanned + limit - 1, false);
        if (batch.length === 0) break;
        scanned += batch.length;
        for (const job of batch) {
          const info = await present(job);
          if (info.state === state && jobs.length < limit) jobs.push(info);
        }
      }
      const more = (await queue.getJobs(BULL_TYPES[state], scanned, scanned, false)).length > 0;
      return { jobs, nextCursor: more ? String(scanned) : null };
    },

    async retry(id) {
      const job = await queue.getJob(id);
      if (!job || (await job.getState()) !== "failed") return false;
      await job.retry("failed", { resetAttemptsMade: true, resetAttemptsStarted: true });
      return true;
    },

    async cancel(id) {
      const job = await queue.getJob(id);
      if (!job) return false;
      const state = await job.getState();
      if (state === "active") {
        await redis.publish(cancelChannel, id);
        return true;
      }
      if (state === "completed" || state === "failed") return false;
      await job.remove();
      return true;
    },

    async counts() {
      const bull = await queue.getJobCounts("waiting", "delayed", "prioritized", "waiting-children", "active", "completed", "failed");
      const counts = emptyJobCounts();
      counts.waiting = (bull.waiting ?? 0) + (bull.delayed ?? 0) + (bull.prioritized ?? 0) + (bull["waiting-children"] ?? 0);
      counts.active = bull.active ?? 0;
      counts.completed = bull.completed ?? 0;
      counts.dead = bull.failed ?? 0;
      return counts;
    },

    async check() {
      await redis.ping();
    },

    async close() {
      await this.stop(0);
      await queue.close();
    },
  };
}
