import type { z } from "zod";
import type { Logger } from "../logger";

/** Where a job is in its life. `dead`: its attempts are used up (the dead-letter state operators see). */
export const JOB_STATES = ["waiting", "active", "completed", "dead", "cancelled"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What a handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
  /** Aborted when the job is cancelled or the process shuts down: stop soon, the job will run again. */
  signal: AbortSignal;
  /** Records how far the job got (shown to operators; survives a restart). */
  progress(value: number | Record<string, unknown>): Promise<void>;
  log: Logger;
}

/**
 * A kind of background work, defined in its feature folder: a name, a zod schema of its payload and
 * a handler. Runners run a job at least once; a handler whose effect must happen once makes it
 * idempotent (see `applyOnce`), keyed by what the job is about.
 */
export interface JobKind<P = unknown> {
  name: string;
  payload: z.ZodType<P>;
  handler(payload: P, ctx: JobContext): Promise<void>;
  /** Runs before the job is dead; default 5. */
  attempts?: number;
  /** First retry delay; each next one doubles (exponential backoff). Default 10 s. */
  backoffMs?: number;
  /**
   * At most this many of the kind run at once in one process (default: as many as the runner's
   * concurrency): long work such as transcription leaves the other slots to e-mail and webhooks.
   */
  concurrency?: number;
  /**
   * Its runs take slots of their own, bounded by `concurrency` alone, instead of the runner's shared
   * ones: for a kind whose runs mostly wait on a scheduler of their own (transcription waits for
   * recognition turns), so that many of them admitted at once neither fill the slots e-mail and
   * webhooks need nor are kept out by them. Needs `concurrency`.
   */
  ownSlots?: boolean;
}

/** Defines a job kind (keeps the payload type tied to the handler). */
export function defineJob<P>(kind: JobKind<P>): JobKind<P> {
  return kind;
}

export interface EnqueueOptions {
  /**
   * A job with this key is created once: enqueueing it again (a double click, another instance
   * doing the same) returns the existing job, whatever its state.
   */
  idempotencyKey?: string;
  /** Start no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** Overrides the kind's attempts for this job. */
  attempts?: number;
}

/** A job as operators and tests see it. */
export interface JobInfo {
  id: string;
  kind: string;
  state: JobState;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  progress: unknown;
  lastError: string | null;
  idempotencyKey: string | null;
  createdAt: Date;
  runAt: Date | null;
  finishedAt: Date | null;
}

/** One page of jobs, newest first; pass `nextCursor` back as `after` for the next page. */
export interface JobPage {
  jobs: JobInfo[];
  nextCursor: string | null;
}

/** The one job interface; an in-process runner on the database, or BullMQ on Redis. */
export interface JobRunner {
  readonly backend: "database" | "bullmq";
  /** Makes a kind runnable here. Register every kind before `start`. */
  register<P>(kind: JobKind<P>): void;
  /** Stores a job (validating its payload); returns its id and whether it was new. */
  enqueue(kind: string, payload: unknown, opts?: EnqueueOptions): Promise<{ id: string; created: boolean }>;
  /** Runs `kind` with `payload` on a cron schedule (5 fields, UTC), once per tick across all instances. */
  schedule(name: string, cron: string, kind: string, payload: unknown): Promise<void>;
  /** Starts taking jobs (up to the concurrency) and firing schedules. */
  start(): Promise<void>;
  /**
   * Stops taking jobs and lets running ones finish for up to `timeoutMs`; jobs still running then
   * are aborted and handed back to the queue (they run again, without using an attempt).
   */
  stop(timeoutMs: number): Promise<void>;
  get(id: string): Promise<JobInfo | null>;
  list(opts: { state: JobState; limit: number; after?: string }): Promise<JobPage>;
  /** Puts a dead or cancelled job back in the queue with fresh attempts; false when it is not in such a state. */
  retry(id: string): Promise<boolean>;
  /** Cancels a waiting job, or aborts a running one; false when it had already finished. */
  cancel(id: string): Promise<boolean>;
  /** How many jobs are in each state (for metrics and /ready). */
  counts(): Promise<Record<JobState, number>>;
  /** Throws when the job store cannot be reached (used by /ready). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Jobs finished by this process, for metrics. */
export interface JobObserver {
  finished?(kind: string, outcome: "completed" | "retry" | "dead" | "cancelled" | "handed_back", ms: number): void;
}

/** Every state at zero, for runners to count into. */
export function emptyJobCounts(): Record<JobState, number> {
  return Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF_MS = 10_000;

/** The delay before retry `attempt` (1-based count of runs so far): base, 2x base, 4x base..., at most a day. */
export function backoffDelay(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 24 * 60 * 60 * 1000);
}
