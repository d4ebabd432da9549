import type { Worker } from "node:worker_threads";
import { idleCheckInterval } from "../runtime/idle-check";
import { spawnWorker } from "../runtime/spawn-worker";
import type { PieceRequest, PieceResult } from "./synthesize-piece";
import type { WorkerReply, WorkerRequest } from "./synthesis-worker";

interface Task {
  id: number;
  request: PieceRequest;
  queuedAt: number;
  startedAt?: number;
  resolve: (result: PieceResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task?: Task;
  /** When the slot last finished a task (or became ready); idle slots older than the limit stop. */
  idleSince: number;
  /** Stopped on purpose (idle, or closing): its exit is not a crash. */
  retiring?: boolean;
}

/** What the pool reports about each piece, for metrics. */
export interface PoolObserver {
  /** A piece left the queue for a worker after waiting this long. */
  started?(waitMs: number): void;
  /** A worker synthesised a piece for `engine` in this time. */
  synthesized?(engine: string, ms: number): void;
}

export interface WorkerPoolOptions {
  /** Most worker threads running at once. */
  size: number;
  /**
   * A worker with nothing to do for this long stops, giving back its engines' memory (eSpeak NG
   * alone holds tens of MB per thread); the next piece starts one again. 0 keeps workers forever.
   */
  idleMs?: number;
  /** Called when the pool starts its first worker after having none (to warm dependent threads). */
  onFirstWorker?: () => void;
}

/** Consecutive workers dying before they are ready: give up instead of respawning forever. */
const MAX_STARTUP_FAILURES = 3;

/**
 * Up to `size` synthesis worker threads and one FIFO queue of pieces. Workers start when there is
 * work for them and stop after sitting idle, so an idle server holds no engine memory. Streams
 * submit one piece at a time, so pieces of concurrent requests interleave (round robin) instead of
 * one long text holding a worker.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Task[] = [];
  private readonly size: number;
  private readonly idleMs: number;
  /** Set by SpeechService.observe: the server attaches its metrics to a service made before them. */
  observer: PoolObserver = {};
  private readonly onFirstWorker?: () => void;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private closed = false;
  private startupFailures = 0;
  private fatal: Error | undefined;

  constructor(opts: WorkerPoolOptions) {
    this.size = Math.max(1, opts.size);
    this.idleMs = opts.idleMs ?? 0;
    this.onFirstWorker = opts.onFirstWorker;
  }

  /** Pieces waiting for a worker. */
  get depth(): number {
    return this.waiting.length;
  }

  /** Worker threads running now (busy, idle or starting). */
  get running(): number {
    return this.slots.length;
  }

  /** Queues a piece; resolves with its audio. Removing it (abort) is done with {@link cancel}. */
  submit(request: PieceRequest): { id: number; result: Promise<PieceResult> } {
    const id = this.nextId++;
    const result = new Promise<PieceResult>((resolve, reject) => {
      if (this.closed) return reject(new Error("speech service is closed"));
      if (this.fatal) return reject(this.fatal);
      this.waiting.push({ id, request, queuedAt: performance.now(), resolve, reject });
      this.dispatch();
    });
    return { id, result };
  }

  /** Drops a piece that has not started; a started one finishes and its result is ignored. */
  cancel(id: number): void {
    const index = this.waiting.findIndex((t) => t.id === id);
    if (index >= 0) this.waiting.splice(index, 1)[0].reject(new Error("cancelled"));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.idleTimer);
    for (const task of this.waiting.splice(0)) task.reject(new Error("speech service is closed"));
    await Promise.all(
      this.slots.map((slot) => {
        slot.retiring = true;
        return slot.worker.terminate();
      }),
    );
  }

  private spawn(): void {
    if (this.slots.length === 0) this.onFirstWorker?.();
    const worker = spawnWorker(new URL("./synthesis-worker.ts", import.meta.url), "vocable-speech");
    const slot: Slot = { worker, ready: false, idleSince: performance.now() };
    this.slots.push(slot);
    worker.on("message", (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on("error", (error) => this.onExit(slot, error));
    worker.on("exit", (code) => this.onExit(slot, new Error(`speech worker exited with code ${code}`)));
    worker.unref();
    this.startIdleTimer();
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    const now = performance.now();
    if (reply.type === "ready") {
      slot.ready = true;
      slot.idleSince = now;
      this.startupFailures = 0;
    } else {
      const task = slot.task;
      slot.task = undefined;
      slot.idleSince = now;
      if (task && task.id === reply.id) {
        if (reply.type === "done") {
          this.observer.synthesized?.(task.request.engine, now - (task.startedAt ?? now));
          task.resolve({ samples: reply.samples, sampleRate: reply.sampleRate, alignment: reply.alignment });
        } else {
          task.reject(new Error(`speech synthesis failed: ${reply.message}`));
        }
      }
    }
    this.dispatch();
  }

  private onExit(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return; // 'error' and 'exit' both fire for one death
    this.slots.splice(index, 1);
    slot.task?.reject(error);
    if (this.closed || slot.retiring) return;
    if (!slot.ready && ++this.startupFailures >= MAX_STARTUP_FAILURES) {
      this.fatal = new Error(`speech workers cannot start: ${error.message}`);
      for (const task of this.waiting.splice(0)) task.reject(this.fatal);
      return;
    }
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.waiting.length === 0) break;
      if (!slot.ready || slot.task || slot.retiring) continue;
      const task = this.waiting.shift()!;
      task.startedAt = performance.now();
      this.observer.started?.(task.startedAt - task.queuedAt);
      slot.task = task;
      slot.worker.postMessage({ id: task.id, request: task.request } satisfies WorkerRequest);
    }
    // Start workers for pieces no running or starting worker will take.
    const starting = this.slots.filter((s) => !s.ready && !s.retiring).length;
    let missing = Math.min(this.waiting.length - starting, this.size - this.slots.length);
    while (missing-- > 0 && !this.closed && !this.fatal) this.spawn();
    // Workers keep the process alive only while there is work for them, so an idle pool
    // never blocks exit but a script awaiting a synthesis is not cut short.
    for (const slot of this.slots) {
      if (slot.task || (this.waiting.length > 0 && !slot.ready)) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  /** Checks now and then for workers idle past the limit; runs only while workers exist. */
  private startIdleTimer(): void {
    if (this.idleMs <= 0 || this.idleTimer) return;
    this.idleTimer = setInterval(() => this.retireIdle(), idleCheckInterval(this.idleMs));
    this.idleTimer.unref();
  }

  private retireIdle(): void {
    const now = performance.now();
    for (const slot of [...this.slots]) {
      if (!slot.ready || slot.task || slot.retiring || now - slot.idleSince < this.idleMs) continue;
      slot.retiring = true;
      this.slots.splice(this.slots.indexOf(slot), 1);
      void slot.worker.terminate();
    }
    if (this.slots.length === 0) {
      clearInterval(this.idleTimer);
      this.idleTimer = undefined;
    }
  }
}
