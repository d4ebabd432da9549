import type { Admission, CircuitBreaker } from "./circuit-breaker";
import { EngineTimeoutError, UpstreamError } from "./remote-errors";
import { upstreamReason } from "./upstream-reason";

/** What an exchange needs of its engine's guard options. */
export interface ExchangeOptions {
  engineId: string;
  timeoutMs: number;
  /** Blanked out of error reasons. */
  secret?: string;
}

/** Connection failures before any answer, safe to retry for our requests (none changes upstream state). */
const RETRY_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "EAI_AGAIN", "UND_ERR_SOCKET", "UND_ERR_CONNECT_TIMEOUT"]);

/** The system error code inside a fetch failure (`fetch failed` wraps it in `cause`). */
function errorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

function errorDetail(err: unknown): string {
  const cause = (err as { cause?: unknown })?.cause;
  const code = errorCode(err);
  const message = cause instanceof Error ? cause.message : err instanceof Error ? err.message : String(err);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/** One request through an `EngineGuard` (internal to it): its abort controller, its timer, and the outcome it reports exactly once. */
export class Exchange {
  readonly controller = new AbortController();
  settled = false;
  /** Answer headers are in; the caller reads (or ignores) the body. */
  streaming = false;
  readPending = false;
  private timer: NodeJS.Timeout | undefined;

  // A private field: the options hold the engine's key.
  readonly #options: ExchangeOptions;

  constructor(
    options: ExchangeOptions,
    private readonly breaker: CircuitBreaker,
    private readonly admission: Admission,
    private readonly release: () => void,
    readonly callerSignal: AbortSignal | undefined,
  ) {
    this.#options = options;
    callerSignal?.addEventListener("abort", this.onCallerAbort, { once: true });
  }

  private readonly onCallerAbort = () => this.stop(this.callerSignal!.reason);

  private stop(reason: unknown): void {
    this.controller.abort(reason);
    // A body nobody is reading cannot notice the abort: end the exchange here, telling nothing about the upstream.
    if (this.streaming && !this.readPending) this.settle("neutral");
  }

  /** (Re)starts the timeout: before the answer, then between body pieces. */
  arm(): void {
    clearTimeout(this.timer);
    const { engineId, timeoutMs } = this.#options;
    this.timer = setTimeout(() => this.stop(new EngineTimeoutError(engineId, timeoutMs)), timeoutMs);
  }

  disarm(): void {
    clearTimeout(this.timer);
  }

  settle(outcome: "ok" | "failed" | "neutral"): void {
    if (this.settled) return;
    this.settled = true;
    this.disarm();
    this.callerSignal?.removeEventListener("abort", this.onCallerAbort);
    if (outcome === "ok") this.breaker.succeed(this.admission);
    else if (outcome === "failed") this.breaker.fail(this.admission);
    else this.breaker.release(this.admission);
    this.release();
  }

  /** What an error while sending or reading means: the caller's abort, a timeout, or an upstream failure. */
  classify(err: unknown, describe: (detail: string) => string): { error: unknown; outcome: "failed" | "neutral"; retryable: boolean } {
    if (this.callerSignal?.aborted) return { error: this.callerSignal.reason, outcome: "neutral", retryable: false };
    const reason: unknown = this.controller.signal.aborted ? this.controller.signal.reason : undefined;
    if (reason instanceof EngineTimeoutError) return { error: reason, outcome: "failed", retryable: false };
    const detail = upstreamReason(errorDetail(err), this.#options.secret);
    const retryable = RETRY_CODES.has(errorCode(err) ?? "");
    return { error: new UpstreamError(this.#options.engineId, 0, describe(detail)), outcome: "failed", retryable };
  }
}
