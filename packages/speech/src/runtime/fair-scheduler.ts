/**
 * Runs tasks from many queues (one per workspace) with at most `slots` running at once, and fairly:
 * when a slot frees, the queue served longest ago goes next (a queue never served before goes
 * first), so a queue with one short task is served before a busy queue's next task, whatever the
 * busy one has waiting. Within a queue tasks run in the order they came. A queue runs at most
 * `perQueue` tasks at once: below `slots`, that keeps a slot for the other queues while one queue
 * has work enough for all of them.
 */
export interface FairSchedulerOptions {
  /** Tasks running at once, over every queue (at least 1). */
  slots: number;
  /** Tasks of one queue running at once (at least 1); default `slots`. */
  perQueue?: number;
}

/** What a scheduler holds now, for reports and tests. */
export interface SchedulerState {
  running: number;
  waiting: number;
  /** Queues with a task running or waiting. */
  queues: number;
}

interface Waiting {
  start(): void;
}

interface Queue {
  waiting: Waiting[];
  running: number;
  /** When this queue was last given a slot (the scheduler's turn counter); -1 never. */
  servedAt: number;
  /** Tie-break between never-served queues: the order they came. */
  since: number;
}

/** Queues whose last turn is remembered after they empty. */
const MAX_REMEMBERED = 10_000;

/** Why a task was taken out of its queue before it started. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error("the task was cancelled before it started");
}

export class FairScheduler {
  readonly slots: number;
  readonly perQueue: number;
  private readonly queues = new Map<string, Queue>();
  /** The turn each queue was last served at, kept after the queue empties (bounded, oldest dropped first). */
  private readonly lastServed = new Map<string, number>();
  private running = 0;
  private turn = 0;
  private arrivals = 0;

  constructor(opts: FairSchedulerOptions) {
    if (!Number.isInteger(opts.slots) || opts.slots < 1) throw new RangeError(`slots must be an integer >= 1, got ${opts.slots}`);
    const perQueue = opts.perQueue ?? opts.slots;
    if (!Number.isInteger(perQueue) || perQueue < 1) throw new RangeError(`perQueue must be an integer >= 1, got ${perQueue}`);
    this.slots = opts.slots;
    this.perQueue = Math.min(perQueue, opts.slots);
  }

  /**
   * Runs `task` when `queue`'s turn comes and resolves or rejects as it does. An abort of `signal`
   * while the task waits takes it out of the queue (rejecting with the signal's reason); once
   * running, the task gets the signal and stops itself.
   */
  run<T>(queue: string, task: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise<T>((resolve, reject) => {
      const entry = this.queueOf(queue);
      const onAbort = () => {
        const at = entry.waiting.indexOf(waiting);
        if (at < 0) return;
        entry.waiting.splice(at, 1);
        this.forgetIfIdle(queue, entry);
        reject(abortReason(signal!));
      };
      const waiting: Waiting = {
        start: () => {
          signal?.removeEventListener("abort", onAbort);
          let result: Promise<T>;
          try {
            result = task(signal);
          } catch (err) {
            result = Promise.reject(err);
          }
          result.then(resolve, reject).finally(() => {
            entry.running--;
            this.running--;
            this.forgetIfIdle(queue, entry);
            this.dispatch();
          });
        },
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      entry.waiting.push(waiting);
      this.dispatch();
    });
  }

  /** Tasks running and waiting now. */
  state(): SchedulerState {
    let waiting = 0;
    for (const q of this.queues.values()) waiting += q.waiting.length;
    return { running: this.running, waiting, queues: this.queues.size };
  }

  private queueOf(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // A queue that empties between two tasks (a job preparing its next piece) keeps its turn.
      queue = { waiting: [], running: 0, servedAt: this.lastServed.get(name) ?? -1, since: this.arrivals++ };
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** A queue with nothing running or waiting is forgotten (its last turn is remembered apart). */
  private forgetIfIdle(name: string, queue: Queue): void {
    if (queue.running === 0 && queue.waiting.length === 0 && this.queues.get(name) === queue) this.queues.delete(name);
  }

  /** Starts waiting tasks while slots are free: each time the eligible queue served longest ago. */
  private dispatch(): void {
    while (this.running < this.slots) {
      let next: Queue | undefined;
      let name = "";
      for (const [key, queue] of this.queues) {
        if (queue.waiting.length === 0 || queue.running >= this.perQueue) continue;
        if (!next || queue.servedAt < next.servedAt || (queue.servedAt === next.servedAt && queue.since < next.since)) [next, name] = [queue, key];
      }
      if (!next) return;
      const task = next.waiting.shift()!;
      next.running++;
      next.servedAt = this.turn++;
      this.lastServed.delete(name);
      this.lastServed.set(name, next.servedAt);
      if (this.lastServed.size > MAX_REMEMBERED) this.lastServed.delete(this.lastServed.keys().next().value!);
      this.running++;
      task.start();
    }
  }
}
