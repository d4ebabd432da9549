import type { Worker } from "node:worker_threads";
import { loadFliteProgram, type FliteProgram } from "../engines/flite-engine";
import { idleCheckInterval } from "../runtime/idle-check";
import { spawnWorker } from "../runtime/spawn-worker";
import type { PieceRequest, PieceResult, WarmEngine } from "./synthesize-piece";
import type { SynthesisWorkerData, WorkerReply, WorkerRequest } from "./synthesis-worker";

interface Task {
  id: number;
  /** Whose piece it is (a workspace): the queue takes turns between owners. */
  owner: string;
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
  /** Fires when the current task runs past the time budget. */
  budget?: NodeJS.Timeout;
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
  /**
   * Workers kept ready however long they sit idle, started by {@link WorkerPool.prewarm}: a
   * thread's start (loading and warming both engines) takes a second or more, which the first
   * request after an idle spell would otherwise wait for. Default 0.
   */
  warm?: number;
  /**
   * The engines a warm worker loads before it is ready; default both. A worker started for waiting
   * pieces loads none ahead: each engine loads when a piece first needs it.
   */
  warmEngines?: readonly WarmEngine[];
  /** Called when the pool starts its first worker after having none (to warm dependent threads). */
  onFirstWorker?: () => void;
  /**
   * A piece still synthesising after this long is stopped (its thread is terminated and replaced)
   * and fails with {@link PieceTimeoutError}. Default 20 s; pieces are bounded, so a healthy one
   * takes well under a second.
   */
  pieceTimeoutMs?: number;
}

/** A piece ran past the pool's time budget and was stopped. */
export class PieceTimeoutError extends Error {
  constructor(ms: number) {
    super(`speech synthesis of one piece took longer than ${ms} ms and was stopped`);
    this.name = "PieceTimeoutError";
  }
}

/** Consecutive workers dying before they are ready: give up instead of respawning forever. */
const MAX_STARTUP_FAILURES = 3;

/**
 * Up to `size` synthesis worker threads and a queue of pieces per owner. Workers start when there is
 * work for them and stop after sitting idle, so an idle server holds no engine memory. Streams
 * submit one piece at a time, so pieces of concurrent requests interleave instead of one long text
 * holding a worker; and the queue serves owners in turn (FIFO within an owner), so one workspace's
 * fifteen requests get the same share of the threads as another's one.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  /** Waiting pieces per owner, owners in the order they are served next. */
  private readonly waiting = new Map<string, Task[]>();
  private waitingCount = 0;
  /** When each owner with pieces waiting or running last had one started (a counter), for turn order. */
  private readonly lastServed = new Map<string, number>();
  private serveCounter = 0;
  private readonly size: number;
  private readonly pieceTimeoutMs: number;
  private readonly idleMs: number;
  private readonly warm: number;
  private readonly warmEngines: WarmEngine[];
  /** Set by SpeechService.observe: the server attaches its metrics to a service made before them. */
  observer: PoolObserver = {};
  private readonly onFirstWorker?: () => void;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private closed = false;
  private startupFailures = 0;
  private fatal: Error | undefined;
  /** Flite, loaded once for every thread (see loadFliteProgram); let go when no thread runs. */
  private fliteProgram: Promise<FliteProgram> | undefined;

  constructor(opts: WorkerPoolOptions) {
    this.size = Math.max(1, opts.size);
    this.idleMs = opts.idleMs ?? 0;
    this.warm = Math.min(this.size, Math.max(0, opts.warm ?? 0));
    this.warmEngines = [...(opts.warmEngines ?? ["espeak-ng", "flite"])];
    this.onFirstWorker = opts.onFirstWorker;
    this.pieceTimeoutMs = opts.pieceTimeoutMs ?? 20_000;
  }

  /** Pieces waiting for a worker. */
  get depth(): number {
    return this.waitingCount;
  }

  /** Worker threads running now (busy, idle or starting). */
  get running(): number {
    return this.slots.length;
  }

  /** Starts the warm workers (see {@link WorkerPoolOptions.warm}) that are not running yet. */
  prewarm(): void {
    if (this.closed || this.fatal) return;
    for (let missing = this.warm - this.slots.length; missing > 0; missing--) this.spawn({ warmUp: this.warmEngines, thorough: true });
  }

  /**
   * A piece for `engine` is about to come (a request is being checked and charged): with no worker
   * running, one starts now and loads that engine meanwhile, so the piece does not wait for all of
   * a thread's start. Running workers are left as they are.
   */
  anticipate(engine: WarmEngine): void {
    if (this.closed || this.fatal || this.slots.length > 0) return;
    this.spawn({ warmUp: [engine] });
  }

  /** Queues a piece; resolves with its audio. Removing it (abort) is done with {@link cancel}. */
  submit(request: PieceRequest, owner = ""): { id: number; result: Promise<PieceResult> } {
    const id = this.nextId++;
    const result = new Promise<PieceResult>((resolve, reject) => {
      if (this.closed) return reject(new Error("speech service is closed"));
      if (this.fatal) return reject(this.fatal);
      const queue = this.waiting.get(owner);
      const task = { id, owner, request, queuedAt: performance.now(), resolve, reject };
      if (queue) queue.push(task);
      else this.waiting.set(owner, [task]);
      this.waitingCount++;
      this.dispatch();
    });
    return { id, result };
  }

  /** Drops a piece that has not started; a started one finishes and its result is ignored. */
  cancel(id: number): void {
    for (const [owner, queue] of this.waiting) {
      const index = queue.findIndex((t) => t.id === id);
      if (index < 0) continue;
      const [task] = queue.splice(index, 1);
      this.waitingCount--;
      if (queue.length === 0) this.waiting.delete(owner);
      this.forgetIfIdle(owner);
      task.reject(new Error("cancelled"));
      return;
    }
  }

  /**
   * The next piece to run: the oldest piece of the owner with the fewest pieces running now, and
   * among those the one served longest ago (a newcomer first).
   */
  private takeNext(): Task | undefined {
    let chosen: string | undefined;
    let best: [number, number] = [Infinity, Infinity];
    for (const owner of this.waiting.keys()) {
      const rank: [number, number] = [this.runningFor(owner), this.lastServed.get(owner) ?? -1];
      if (rank[0] < best[0] || (rank[0] === best[0] && rank[1] < best[1])) [chosen, best] = [owner, rank];
    }
    if (chosen === undefined) return undefined;
    const queue = this.waiting.get(chosen)!;
    const task = queue.shift()!;
    this.waitingCount--;
    if (queue.length === 0) this.waiting.delete(chosen);
    this.lastServed.set(chosen, this.serveCounter++);
    return task;
  }

  /** An owner with nothing waiting or running leaves the turn order (the map stays small). */
  private forgetIfIdle(owner: string): void {
    if (!this.waiting.has(owner) && this.runningFor(owner) === 0) this.lastServed.delete(owner);
  }

  private runningFor(owner: string): number {
    let n = 0;
    for (const slot of this.slots) if (slot.task?.owner === owner) n++;
    return n;
  }

  private drainWaiting(error: Error): void {
    for (const queue of this.waiting.values()) for (const task of queue) task.reject(error);
    this.waiting.clear();
    this.lastServed.clear();
    this.waitingCount = 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.fliteProgram = undefined;
    clearInterval(this.idleTimer);
    this.drainWaiting(new Error("speech service is closed"));
    await Promise.all(
      this.slots.map((slot) => {
        slot.retiring = true;
        return slot.worker.terminate();
      }),
    );
  }

  /** Starts a worker; `data.warmUp`: the engines it loads before it is ready (none: each on first use). */
  private spawn(data: SynthesisWorkerData = {}): void {
    if (this.slots.length === 0) this.onFirstWorker?.();
    const worker = spawnWorker(new URL("./synthesis-worker.ts", import.meta.url), "vocable-speech", data);
    const slot: Slot = { worker, ready: false, idleSince: performance.now() };
    this.slots.push(slot);
    worker.on("message", (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on("error", (error) => this.onExit(slot, error));
    worker.on("exit", (code) => this.onExit(slot, new Error(`speech worker exited with code ${code}`)));
    worker.unref();
    this.startIdleTimer();
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === "flite-program-wanted") return this.sendFliteProgram(slot.worker);
    const now = performance.now();
    if (reply.type === "ready") {
      slot.ready = true;
      slot.idleSince = now;
      this.startupFailures = 0;
    } else {
      const task = slot.task;
      slot.task = undefined;
      clearTimeout(slot.budget);
      slot.idleSince = now;
      if (task) this.forgetIfIdle(task.owner);
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

  private sendFliteProgram(worker: Worker): void {
    const loading = (this.fliteProgram ??= loadFliteProgram());
    loading.then(
      (program) => worker.postMessage({ type: "flite-program", program } satisfies WorkerRequest),
      (error: unknown) => {
        if (this.fliteProgram === loading) this.fliteProgram = undefined; // the next thread asking tries again
        worker.postMessage({ type: "flite-program", error: error instanceof Error ? error.message : String(error) } satisfies WorkerRequest);
      },
    );
  }

  private onExit(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return; // 'error' and 'exit' both fire for one death
    this.slots.splice(index, 1);
    clearTimeout(slot.budget);
    slot.task?.reject(error);
    if (slot.task) this.forgetIfIdle(slot.task.owner);
    if (this.closed) return;
    if (slot.retiring) return this.dispatch();
    if (!slot.ready && ++this.startupFailures >= MAX_STARTUP_FAILURES) {
      this.fatal = new Error(`speech workers cannot start: ${error.message}`);
      this.drainWaiting(this.fatal);
      return;
    }
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.waitingCount === 0) break;
      if (!slot.ready || slot.task || slot.retiring) continue;
      const task = this.takeNext()!;
      task.startedAt = performance.now();
      this.observer.started?.(task.startedAt - task.queuedAt);
      slot.task = task;
      slot.budget = setTimeout(() => this.stopOverBudget(slot, task), this.pieceTimeoutMs);
      slot.worker.postMessage({ type: "piece", id: task.id, request: task.request } satisfies WorkerRequest);
    }
    // Start workers for pieces no running or starting worker will take.
    const starting = this.slots.filter((s) => !s.ready && !s.retiring).length;
    let missing = Math.min(this.waitingCount - starting, this.size - this.slots.length);
    // Each loads the engine of the pieces waiting (the other one when a piece first needs it), before it
    // is ready: a piece's time budget does not include its thread's start.
    const engines = [...new Set([...this.waiting.values()].flatMap((queue) => queue.map((task) => task.request.engine)))];
    while (missing-- > 0 && !this.closed && !this.fatal) this.spawn({ warmUp: engines });
    // Workers keep the process alive only while there is work for them, so an idle pool
    // never blocks exit but a script awaiting a synthesis is not cut short.
    for (const slot of this.slots) {
      if (slot.task || (this.waitingCount > 0 && !slot.ready)) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  /** Synthesis cannot be interrupted inside the engine: the thread is terminated and replaced. */
  private stopOverBudget(slot: Slot, task: Task): void {
    if (slot.task !== task) return;
    slot.task = undefined;
    slot.retiring = true; // its exit is expected; onExit removes the slot and dispatches
    this.forgetIfIdle(task.owner);
    task.reject(new PieceTimeoutError(this.pieceTimeoutMs));
    void slot.worker.terminate();
  }

  /** Checks now and then for workers idle past the limit; runs only while workers exist. */
  private startIdleTimer(): void {
    if (this.idleMs <= 0 || this.idleTimer) return;
    this.idleTimer = setInterval(() => this.retireIdle(), idleCheckInterval(this.idleMs));
    this.idleTimer.unref();
  }

  private retireIdle(): void {
    const now = performance.now();
    // The most recently busy workers are the warm ones kept.
    const byIdleTime = [...this.slots].sort((a, b) => a.idleSince - b.idleSince);
    for (const slot of byIdleTime) {
      if (this.slots.length <= this.warm) break;
      if (!slot.ready || slot.task || slot.retiring || now - slot.idleSince < this.idleMs) continue;
      slot.retiring = true;
      this.slots.splice(this.slots.indexOf(slot), 1);
      void slot.worker.terminate();
    }
    if (this.slots.length === 0) {
      clearInterval(this.idleTimer);
      this.idleTimer = undefined;
      this.fliteProgram = undefined; // an idle server holds no engine memory
    }
  }
}
