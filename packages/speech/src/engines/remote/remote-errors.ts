/** Errors of remote engines: each names the engine, none carries its key. */

/** The engine's circuit breaker is open after repeated failures: requests fail at once until it cools down. */
export class EngineUnavailableError extends Error {
  constructor(
    readonly engineId: string,
    /** When the next request may try again (a probe), ms since the epoch of the guard's clock. */
    readonly retryAt: number,
    detail: string,
  ) {
    super(`The speech engine ${engineId} is unavailable: ${detail}`);
    this.name = "EngineUnavailableError";
  }
}

/** The engine has `max_concurrency` requests in flight and `max_queue` waiting: try again shortly. */
export class EngineBusyError extends Error {
  constructor(readonly engineId: string) {
    super(`The speech engine ${engineId} is busy; try again in a moment.`);
    this.name = "EngineBusyError";
  }
}

/** The upstream answered with an error status (or cut its answer short). */
export class UpstreamError extends Error {
  constructor(
    readonly engineId: string,
    /** The upstream's HTTP status; 0 when the failure was not an HTTP answer (a cut stream, a bad body). */
    readonly status: number,
    readonly reason: string,
  ) {
    super(status ? `The speech engine ${engineId} answered ${status}: ${reason}` : `The speech engine ${engineId} failed: ${reason}`);
    this.name = "UpstreamError";
  }
}

/** The upstream did not answer (or went quiet mid-stream) for longer than its timeout. */
export class EngineTimeoutError extends Error {
  constructor(
    readonly engineId: string,
    readonly timeoutMs: number,
  ) {
    super(`The speech engine ${engineId} did not answer within ${timeoutMs} ms`);
    this.name = "EngineTimeoutError";
  }
}
