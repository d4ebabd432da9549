import { CircuitBreaker, type Admission, type BreakerState } from "./circuit-breaker";
import { ConcurrencyLimiter } from "./concurrency-limiter";
import { Exchange } from "./guarded-exchange";
import { EngineBusyError, EngineUnavailableError, UpstreamError } from "./remote-errors";
import { retryAfterMs, upstreamReason } from "./upstream-reason";

/** How one engine's guard behaves (the engine's config, plus knobs tests turn). */
export interface GuardOptions {
  engineId: string;
  /** Longest wait for the answer to start, and then for each next piece of a streamed answer. */
  timeoutMs: number;
  /** Retries of a request that failed before any answer byte (refused, reset, 502/503/504, 429). */
  retries: number;
  maxConcurrency: number;
  maxQueue: number;
  /** Blanked out of every error reason (the engine's API key). */
  secret?: string;
  /** Consecutive failures that open the breaker; default 3. */
  failureThreshold?: number;
  /** How long the breaker stays open; default 30 s. */
  cooldownMs?: number;
  /** First retry delay before jitter, doubled each retry (capped at 5 s); default 250 ms. */
  retryBaseMs?: number;
  /** A `Retry-After` longer than this is not waited for: the request fails; default 10 s. */
  maxRetryAfterMs?: number;
  now?: () => number;
  random?: () => number;
}

/** What the guard reports for health pages. */
export interface GuardState {
  breaker: BreakerState;
  consecutiveFailures: number;
  inFlight: number;
  queued: number;
  /** When the open breaker lets a probe through (clock ms); null when closed. */
  retryAt: number | null;
}

/** A successful (2xx) upstream answer whose body is still to be read. */
export interface UpstreamAnswer {
  response: Response;
  /**
   * The body as it arrives. Throws {@link UpstreamError} when the upstream cuts it short,
   * {@link EngineTimeoutError} when it goes quiet for longer than the timeout, and the caller's
   * abort reason when the caller aborts; leaving the loop early cancels the upstream request.
   */
  body(): AsyncGenerator<Uint8Array, void, undefined>;
  /** The whole body parsed as JSON (at most 16 MB). */
  json(): Promise<unknown>;
  /** Gives the answer up unread: closes the upstream request and frees its slot. */
  discard(): void;
}

/** Statuses worth retrying: the upstream (or a proxy in front of it) is briefly unable to answer. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const MAX_JSON_BYTES = 16 * 1024 * 1024;
const MAX_ERROR_BODY_CHARS = 64 * 1024;

/**
 * The guard every remote engine client sends its requests through: a concurrency limit with a
 * bounded queue ({@link EngineBusyError} beyond it), a circuit breaker ({@link EngineUnavailableError}
 * while open), a timeout, and retries with exponential backoff and jitter.
 *
 * Retries happen only when no answer byte arrived: connection refused or reset, 502/503/504, and
 * 429 when its `Retry-After` is within bounds (the wait it asks for is honoured). A request with
 * its retries counts once for the breaker. The timeout is not `AbortSignal.timeout` but a timer
 * restarted at each body piece, combined with the caller's signal: a long stream that keeps
 * flowing is never cut, a stalled one is, whether it stalls before the answer or in the middle.
 */
export class EngineGuard {
  private readonly breaker: CircuitBreaker;
  private readonly limiter: ConcurrencyLimiter;
  private readonly now: () => number;
  private readonly random: () => number;

  // A private field: the options hold the API key (`secret`), and nothing that serialises a guard may see it.
  readonly #options: GuardOptions;

  constructor(options: GuardOptions) {
    this.#options = options;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.breaker = new CircuitBreaker({ failureThreshold: options.failureThreshold, cooldownMs: options.cooldownMs, now: this.now });
    this.limiter = new ConcurrencyLimiter(options.maxConcurrency, options.maxQueue, () => new EngineBusyError(options.engineId));
  }

  get options(): GuardOptions {
    return this.#options;
  }

  state(): GuardState {
    return {
      breaker: this.breaker.state,
      consecutiveFailures: this.breaker.consecutiveFailures,
      inFlight: this.limiter.inFlight,
      queued: this.limiter.queued,
      retryAt: this.breaker.retryAt,
    };
  }

  private unavailable(): EngineUnavailableError {
    const retryAt = this.breaker.retryAt ?? this.now();
    const seconds = Math.max(0, Math.ceil((retryAt - this.now()) / 1000));
    const detail = this.breaker.state === "open"
      ? `${this.breaker.consecutiveFailures} consecutive failures; trying again in ${seconds} s`
      : "a probe request is checking whether it is back";
    return new EngineUnavailableError(this.options.engineId, retryAt, detail);
  }

  /**
   * Sends `request` (called again for each retry, with the exchange's signal) and resolves with
   * the 2xx answer; rejects with {@link UpstreamError} (the upstream's status and reason),
   * {@link EngineTimeoutError}, {@link EngineBusyError}, {@link EngineUnavailableError} or the
   * caller's abort reason. Read or leave the answer's body: its end releases the request's slot.
   */
  async send(request: (signal: AbortSignal) => Promise<Response>, signal?: AbortSignal): Promise<UpstreamAnswer> {
    signal?.throwIfAborted();
    if (this.breaker.state === "open") throw this.unavailable();
    const release = await this.limiter.acquire(signal);
    const admission = this.breaker.admit();
    if (!admission) {
      release();
      throw this.unavailable();
    }
    const exchange = new Exchange(this.#options, this.breaker, admission, release, signal);
    for (let attempt = 0; ; attempt++) {
      exchange.arm();
      let response: Response;
      try {
        response = await request(exchange.controller.signal);
      } catch (err) {
        exchange.disarm();
        const { error, outcome, retryable } = exchange.classify(err, (detail) => `no answer (${detail})`);
        if (retryable && (await this.mayRetry(exchange, admission, attempt, undefined))) continue;
        exchange.settle(outcome);
        throw error;
      }
      if (response.ok) {
        exchange.arm();
        exchange.streaming = true;
        return this.answer(exchange, response);
      }
      const reason = await response.text().then(
        (text) => upstreamReason(text.slice(0, MAX_ERROR_BODY_CHARS), this.options.secret),
        () => "no reason given",
      );
      exchange.disarm();
      if (signal?.aborted) {
        exchange.settle("neutral");
        throw signal.reason;
      }
      const error = new UpstreamError(this.options.engineId, response.status, reason);
      if (RETRY_STATUSES.has(response.status)) {
        const wait = retryAfterMs(response.headers.get("retry-after"), this.now());
        const withinBounds = wait === undefined || wait <= (this.options.maxRetryAfterMs ?? 10_000);
        if (withinBounds && (await this.mayRetry(exchange, admission, attempt, wait))) continue;
        exchange.settle("failed");
        throw error;
      }
      // A client error still proves the upstream is up; a server error is a failure of it.
      exchange.settle(response.status >= 500 ? "failed" : "ok");
      throw error;
    }
  }

  /** Waits before the next attempt when one is left and the breaker still lets this request go on. */
  private async mayRetry(exchange: Exchange, admission: Admission, attempt: number, wait: number | undefined): Promise<boolean> {
    if (attempt >= this.options.retries) return false;
    if (!admission.probe && this.breaker.state !== "closed") return false;
    const ceiling = Math.min(5000, (this.options.retryBaseMs ?? 250) * 2 ** attempt);
    // "Equal jitter": at least half the backoff, so retries never bunch at zero.
    const delay = wait ?? ceiling / 2 + this.random() * (ceiling / 2);
    await new Promise<void>((resolve, reject) => {
      const signal = exchange.callerSignal;
      const onAbort = () => {
        clearTimeout(timer);
        exchange.settle("neutral");
        reject(signal!.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, delay);
      if (signal?.aborted) onAbort();
      else signal?.addEventListener("abort", onAbort, { once: true });
    });
    return true;
  }

  private answer(exchange: Exchange, response: Response): UpstreamAnswer {
    const engineId = this.options.engineId;
    async function* body(): AsyncGenerator<Uint8Array, void, undefined> {
      if (!response.body) {
        exchange.settle("ok");
        return;
      }
      const reader = response.body.getReader();
      let bytes = 0;
      try {
        for (;;) {
          let result: ReadableStreamReadResult<Uint8Array>;
          exchange.readPending = true;
          try {
            result = await reader.read();
          } catch (err) {
            const { error, outcome } = exchange.classify(err, (detail) => `the answer was cut after ${bytes} bytes (${detail})`);
            exchange.settle(outcome);
            throw error;
          } finally {
            exchange.readPending = false;
          }
          if (result.done) {
            exchange.settle("ok");
            return;
          }
          exchange.arm();
          bytes += result.value.byteLength;
          yield result.value;
        }
      } finally {
        if (!exchange.settled) {
          // The consumer left early: stop the upstream request, and tell nothing about its health.
          exchange.controller.abort(new Error("the consumer stopped reading"));
          reader.cancel().catch(() => {});
          exchange.settle("neutral");
        }
      }
    }
    return {
      response,
      body,
      discard() {
        if (exchange.settled) return;
        exchange.controller.abort(new Error("the answer was discarded"));
        response.body?.cancel().catch(() => {});
        exchange.settle("neutral");
      },
      async json() {
        const parts: Uint8Array[] = [];
        let size = 0;
        for await (const part of body()) {
          size += part.byteLength;
          if (size > MAX_JSON_BYTES) throw new UpstreamError(engineId, response.status, `the answer is larger than ${MAX_JSON_BYTES} bytes`);
          parts.push(part);
        }
        const text = Buffer.concat(parts).toString("utf8");
        try {
          return JSON.parse(text) as unknown;
        } catch {
          throw new UpstreamError(engineId, response.status, `the answer is not JSON: ${upstreamReason(text.slice(0, 100))}`);
        }
      },
    };
  }
}
