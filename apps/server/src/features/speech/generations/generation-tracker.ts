import type { Db } from "#db/client";
import { newId } from "#platform/ids";
import type { JobRunner } from "#platform/jobs/job-types";
import type { Logger } from "#platform/logger";
import type { FileStorage } from "#platform/storage/file-storage";
import { touchGenerations } from "./repo";
import { settleAbandonedGenerations } from "./use-cases/settle-abandoned-generations";

/** Stops a running generation: it ends its stream with an error and settles (refund or partial). */
export type StopGeneration = (reason: "shutdown") => Promise<void>;

/**
 * This process's part of the generation ledger: renews the heartbeat of the generations it runs
 * (so other processes know it is alive), sweeps generations abandoned by dead processes, and on
 * shutdown stops what is still running so that each one settles before the database closes.
 */
export class GenerationTracker {
  readonly instanceId = newId();
  private readonly running = new Map<string, StopGeneration>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping = false;
  private ticking: Promise<void> | undefined;

  constructor(
    private readonly deps: { db: Db; storage: FileStorage; log: Logger; jobs: JobRunner },
    /** A generation whose process has not renewed it for this long is abandoned. */
    readonly leaseMs: number,
  ) {}

  add(id: string, stop: StopGeneration): void {
    this.running.set(id, stop);
    this.ensureTimer();
  }

  delete(id: string): void {
    this.running.delete(id);
    if (this.running.size === 0 && !this.sweeping) this.stopTimer();
  }

  /**
   * Settles what dead processes left now, then keeps sweeping every third of the lease.
   * `exclusive`: this process is the only one using the database (the embedded database), so
   * every `started` generation it did not start is abandoned, however fresh its heartbeat.
   */
  async startSweeping(opts: { exclusive: boolean }): Promise<void> {
    await this.sweep(opts.exclusive ? new Date() : undefined);
    this.sweeping = true;
    this.ensureTimer();
  }

  /** Stops every running generation (each ends its stream with an error and settles), waiting for all. */
  async stopAll(): Promise<void> {
    await Promise.allSettled([...this.running.values()].map((stop) => stop("shutdown")));
  }

  async close(): Promise<void> {
    this.sweeping = false;
    this.stopTimer();
    await this.ticking;
  }

  private async sweep(staleBefore = new Date(Date.now() - this.leaseMs)): Promise<void> {
    await settleAbandonedGenerations(this.deps, staleBefore);
  }

  private ensureTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = this.tick().finally(() => (this.ticking = undefined));
    }, Math.max(250, Math.floor(this.leaseMs / 3)));
    this.timer.unref();
  }

  private stopTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async tick(): Promise<void> {
    try {
      await touchGenerations(this.deps.db, [...this.running.keys()]);
      if (this.sweeping) await this.sweep();
    } catch (err) {
      this.deps.log.warn("generation heartbeat or sweep failed; retrying", err);
    }
  }
}
