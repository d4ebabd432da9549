import { settlesWithin } from "../timeouts";
import type { JobObserver } from "./job-types";

export type JobOutcome = Parameters<NonNullable<JobObserver["finished"]>>[1];

/** How one run of a handler ended, decided once from the handler's result and the job's signal. */
export type RunEnd =
  | { kind: "completed" }
  /** Aborted by shutdown: the job goes back to the queue without using an attempt. */
  | { kind: "handed_back" }
  /** Aborted by an operator's cancel. */
  | { kind: "cancelled" }
  | { kind: "failed"; error: unknown };

/** What a runner made of a run: its outcome for metrics, and an error to throw to its queue library. */
export interface Settled {
  outcome: JobOutcome;
  raise?: Error;
}

interface Entry {
  kind: string;
  controller: AbortController;
  handingBack: boolean;
  done: Promise<unknown>;
}

/** After the shutdown timeout, how long aborted handlers get to hand their jobs back. */
const HAND_BACK_GRACE_MS = 2000;

/**
 * The jobs this process is running, shared by both runners: each job's abort signal (cancel,
 * shutdown), how its run ended, its timing for metrics, and the drain at shutdown.
 */
export class RunningJobs {
  private readonly jobs = new Map<string, Entry>();

  constructor(private readonly observer: JobObserver = {}) {}

  get size(): number {
    return this.jobs.size;
  }

  ids(): string[] {
    return [...this.jobs.keys()];
  }

  /** How many jobs of `kind` run here now. */
  countOf(kind: string): number {
    let count = 0;
    for (const entry of this.jobs.values()) if (entry.kind === kind) count++;
    return count;
  }

  /**
   * Runs `handler` for job `id`, then `settle` with how it ended, records the outcome `settle`
   * gives and throws its `raise`; the job counts as running until `settle` is done. `linked`
   * (e.g. BullMQ's own signal) aborts the job as a cancel does.
   */
  async run(
    job: { id: string; kind: string },
    handler: (signal: AbortSignal) => Promise<void>,
    settle: (end: RunEnd) => Promise<Settled>,
    linked?: AbortSignal,
  ): Promise<void> {
    const entry: Entry = { kind: job.kind, controller: new AbortController(), handingBack: false, done: Promise.resolve() };
    this.jobs.set(job.id, entry);
    const { signal } = entry.controller;
    linked?.addEventListener("abort", () => entry.controller.abort(linked.reason), { once: true });
    const startedAt = performance.now();
    const work = (async () => {
      let failure: { error: unknown } | null = null;
      try {
        await handler(signal);
      } catch (error) {
        failure = { error };
      }
      const end: RunEnd = entry.handingBack
        ? { kind: "handed_back" }
        : signal.aborted
          ? { kind: "cancelled" }
          : failure
            ? { kind: "failed", error: failure.error }
            : { kind: "completed" };
      const { outcome, raise } = await settle(end);
      this.observer.finished?.(job.kind, outcome, performance.now() - startedAt);
      if (raise) throw raise;
    })();
    entry.done = work;
    try {
      await work;
    } finally {
      this.jobs.delete(job.id);
    }
  }

  /** Aborts a running job (an operator's cancel); false when it is not running here. */
  cancel(id: string, reason: Error): boolean {
    const entry = this.jobs.get(id);
    entry?.controller.abort(reason);
    return entry !== undefined;
  }

  /**
   * Shutdown: waits up to `timeoutMs` for `settled` (by default, every run here); then aborts the
   * runs still going so they hand their jobs back, and waits a short grace for that. Returns
   * whether everything ended within the timeout.
   */
  async drain(timeoutMs: number, settled: Promise<unknown> = Promise.all([...this.jobs.values()].map((e) => e.done))): Promise<boolean> {
    if (await settlesWithin(settled, timeoutMs)) return true;
    for (const entry of this.jobs.values()) {
      entry.handingBack = true;
      entry.controller.abort(new Error("shutting down"));
    }
    await settlesWithin(settled, HAND_BACK_GRACE_MS);
    return false;
  }
}
