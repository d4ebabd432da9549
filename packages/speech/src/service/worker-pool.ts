import type { Worker } from "node:worker_threads";
import { spawnTsWorker } from "../runtime/spawn-ts-worker";
import type { PieceRequest, PieceResult } from "./synthesize-piece";
import type { WorkerReply, WorkerRequest } from "./synthesis-worker";

interface Task {
  id: number;
  request: PieceRequest;
  resolve: (result: PieceResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task?: Task;
}

/** Consecutive workers dying before they are ready: give up instead of respawning forever. */
const MAX_STARTUP_FAILURES = 3;

/**
 * A fixed set of synthesis worker threads and one FIFO queue of pieces.
 * Streams submit one piece at a time, so pieces of concurrent requests
 * interleave (round robin) instead of one long text holding a worker.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Task[] = [];
  private nextId = 1;
  private closed = false;
  private startupFailures = 0;
  private fatal: Error | undefined;

  constructor(size: number) {
    for (let i = 0; i < size; i++) this.spawn();
  }

  /** Pieces waiting for a worker. */
  get depth(): number {
    return this.waiting.length;
  }

  /** Queues a piece; resolves with its audio. Removing it (abort) is done with {@link cancel}. */
  submit(request: PieceRequest): { id: number; result: Promise<PieceResult> } {
    const id = this.nextId++;
    const result = new Promise<PieceResult>((resolve, reject) => {
      if (this.closed) return reject(new Error("speech service is closed"));
      if (this.fatal) return reject(this.fatal);
      this.waiting.push({ id, request, resolve, reject });
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
    for (const task of this.waiting.splice(0)) task.reject(new Error("speech service is closed"));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): void {
    const worker = spawnTsWorker(new URL("./synthesis-worker.ts", import.meta.url), "vocable-speech");
    const slot: Slot = { worker, ready: false };
    this.slots.push(slot);
    worker.on("message", (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on("error", (error) => this.onExit(slot, error));
    worker.on("exit", (code) => this.onExit(slot, new Error(`speech worker exited with code ${code}`)));
    worker.unref();
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === "ready") {
      slot.ready = true;
      this.startupFailures = 0;
    } else {
      const task = slot.task;
      slot.task = undefined;
      if (task && task.id === reply.id) {
        if (reply.type === "done") {
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
    if (this.closed) return;
    if (!slot.ready && ++this.startupFailures >= MAX_STARTUP_FAILURES) {
      this.fatal = new Error(`speech workers cannot start: ${error.message}`);
      for (const task of this.waiting.splice(0)) task.reject(this.fatal);
      return;
    }
    this.spawn();
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.waiting.length === 0) break;
      if (!slot.ready || slot.task) continue;
      const task = this.waiting.shift()!;
      slot.task = task;
      slot.worker.postMessage({ id: task.id, request: task.request } satisfies WorkerRequest);
    }
    // Workers keep the process alive only while there is work for them, so an idle pool
    // never blocks exit but a script awaiting a synthesis is not cut short.
    for (const slot of this.slots) {
      if (slot.task || (this.waiting.length > 0 && !slot.ready)) slot.worker.ref();
      else slot.worker.unref();
    }
  }
}
