import type { Logger } from "../logger";
import { withLogContext } from "../logger";
import { DEFAULT_ATTEMPTS, DEFAULT_BACKOFF_MS, type JobContext, type JobKind } from "./job-types";

/** A payload that does not match its kind's schema: enqueueing it is a programming error. */
export class InvalidJobPayloadError extends Error {}

/** The kinds a runner can run, by name; validates payloads on the way in and out. */
export class JobKinds {
  private readonly kinds = new Map<string, JobKind<unknown>>();

  register<P>(kind: JobKind<P>): void {
    if (this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is registered twice`);
    if (kind.ownSlots && !kind.concurrency) throw new Error(`job kind ${kind.name} has slots of its own: give it a concurrency`);
    this.kinds.set(kind.name, kind as unknown as JobKind<unknown>);
  }

  names(): string[] {
    return [...this.kinds.keys()];
  }

  get(name: string): JobKind<unknown> {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`unknown job kind ${name}`);
    return kind;
  }

  attempts(name: string): number {
    return this.get(name).attempts ?? DEFAULT_ATTEMPTS;
  }

  backoffMs(name: string): number {
    return this.get(name).backoffMs ?? DEFAULT_BACKOFF_MS;
  }

  /**
   * Kinds that may start here now (`runningOf` counts this process's runs): under their own limit,
   * and, unless they have slots of their own, while fewer than `sharedSlots` runs take shared slots.
   */
  claimable(runningOf: (kind: string) => number, sharedSlots: number): string[] {
    const sharedFree = this.sharedRunning(runningOf) < sharedSlots;
    return this.names().filter((name) => {
      const kind = this.get(name);
      return runningOf(name) < (kind.concurrency ?? Infinity) && (sharedFree || kind.ownSlots === true);
    });
  }

  /** Runs here that take the runner's shared slots (every kind's but those with slots of their own). */
  sharedRunning(runningOf: (kind: string) => number): number {
    let count = 0;
    for (const name of this.names()) if (!this.get(name).ownSlots) count += runningOf(name);
    return count;
  }

  /** Slots kinds have of their own, added up (a runner built on one worker pool makes room for them). */
  ownSlots(): number {
    let count = 0;
    for (const name of this.names()) if (this.get(name).ownSlots) count += this.get(name).concurrency ?? 0;
    return count;
  }

  /** The payload as the kind's schema parses it; throws InvalidJobPayloadError naming the problem. */
  parse(name: string, payload: unknown): unknown {
    const parsed = this.get(name).payload.safeParse(payload);
    if (!parsed.success) throw new InvalidJobPayloadError(`invalid payload for job ${name}: ${parsed.error.message}`);
    return parsed.data;
  }
}

/** Runs one job's handler with its payload checked and every log line tagged with the job id. */
export function runHandler(
  kinds: JobKinds,
  job: { id: string; kind: string; payload: unknown; attempt: number },
  opts: { signal: AbortSignal; log: Logger; progress: JobContext["progress"] },
): Promise<void> {
  return withLogContext({ jobId: job.id }, async () => {
    const kind = kinds.get(job.kind);
    const payload = kinds.parse(job.kind, job.payload);
    await kind.handler(payload, { jobId: job.id, attempt: job.attempt, signal: opts.signal, progress: opts.progress, log: opts.log });
  });
}

/** Short text of an error for the job's `last_error`. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}
