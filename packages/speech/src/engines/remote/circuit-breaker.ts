/** `closed`: requests flow; `open`: they fail at once; `half_open`: the cooldown is over and one probe may go. */
export type BreakerState = "closed" | "open" | "half_open";

export interface CircuitBreakerOptions {
  /** Consecutive failed requests that open the breaker; default 3. */
  failureThreshold?: number;
  /** How long it stays open before a probe may go; default 30 s. */
  cooldownMs?: number;
  /** The clock (ms), injectable for tests; default `Date.now`. */
  now?: () => number;
}

/** Permission for one request, returned by {@link CircuitBreaker.admit}; report its outcome once. */
export interface Admission {
  /** This request is the half-open probe: its outcome closes or reopens the breaker. */
  readonly probe: boolean;
}

/**
 * A circuit breaker for one remote engine. After `failureThreshold` consecutive failures it opens
 * for `cooldownMs`; then it is half-open and lets exactly one request through as a probe: success
 * closes it, failure opens it for another cooldown. While it is open (or the probe is out), every
 * other request is refused at once, so a dead GPU box costs callers nothing but an error.
 *
 * Outcomes of requests admitted before the breaker opened do not move it once it is open: only
 * the probe decides, so a slow straggler cannot close it behind the probe's back.
 */
export class CircuitBreaker {
  readonly failureThreshold: number;
  readonly cooldownMs: number;
  private readonly now: () => number;
  private failures = 0;
  private openedAt: number | null = null;
  private probeOut = false;

  constructor(opts: CircuitBreakerOptions = {}) {
    this.failureThreshold = opts.failureThreshold ?? 3;
    this.cooldownMs = opts.cooldownMs ?? 30_000;
    this.now = opts.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.openedAt === null) return "closed";
    return this.now() - this.openedAt >= this.cooldownMs ? "half_open" : "open";
  }

  /** Consecutive failures so far (reset by a success). */
  get consecutiveFailures(): number {
    return this.failures;
  }

  /** When a probe may next go (clock ms), while open; null when closed. */
  get retryAt(): number | null {
    return this.openedAt === null ? null : this.openedAt + this.cooldownMs;
  }

  /** Lets a request through, or null when the breaker refuses it (open, or the probe is already out). */
  admit(): Admission | null {
    const state = this.state;
    if (state === "closed") return { probe: false };
    if (state === "open" || this.probeOut) return null;
    this.probeOut = true;
    return { probe: true };
  }

  /** The request worked (or the upstream answered, even with a client error: it is alive). */
  succeed(admission: Admission): void {
    if (admission.probe) {
      this.probeOut = false;
      this.openedAt = null;
      this.failures = 0;
    } else if (this.openedAt === null) {
      this.failures = 0;
    }
  }

  /** The request failed because of the upstream (no answer, 5xx, 429, a cut stream, a timeout). */
  fail(admission: Admission): void {
    if (admission.probe) {
      this.probeOut = false;
      this.failures++;
      this.openedAt = this.now();
    } else if (this.openedAt === null) {
      this.failures++;
      if (this.failures >= this.failureThreshold) this.openedAt = this.now();
    }
  }

  /** The request ended without telling anything about the upstream (the caller aborted). */
  release(admission: Admission): void {
    if (admission.probe) this.probeOut = false;
  }
}
