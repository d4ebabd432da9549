/**
 * At most `maxConcurrency` holders at once and at most `maxQueue` waiting for a turn, first come
 * first served. {@link acquire} resolves with a release function; it rejects with `busy()` when
 * the queue is full, and with the signal's reason when the caller gives up while waiting.
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly waiting: { grant: () => void; reject: (reason: unknown) => void; cleanup: () => void }[] = [];

  constructor(
    readonly maxConcurrency: number,
    readonly maxQueue: number,
    private readonly busy: () => Error,
  ) {}

  /** Holders now. */
  get inFlight(): number {
    return this.running;
  }

  /** Callers waiting for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Waits for a turn; call the returned function exactly once when done (extra calls are ignored). */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.running < this.maxConcurrency) {
      this.running++;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.maxQueue) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          entry.cleanup();
          this.running++;
          resolve(this.releaser());
        },
        reject,
        cleanup: () => signal?.removeEventListener("abort", onAbort),
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(entry);
        if (index >= 0) this.waiting.splice(index, 1);
        entry.cleanup();
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      this.waiting.shift()?.grant();
    };
  }
}
