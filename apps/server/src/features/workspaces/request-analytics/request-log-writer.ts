import type { Db } from "#db/client";
import type { Logger } from "#platform/logger";
import { insertRequestLogs, type NewRequestLogRow } from "./repo";

/** How often buffered requests are written. */
export const REQUEST_LOG_FLUSH_MS = 1000;
/** Written at once when this many wait, before the timer. */
const FLUSH_AT_ROWS = 500;
/** Beyond this many waiting (the database unreachable), new requests are not recorded and are counted instead. */
const MAX_BUFFERED_ROWS = 20_000;

/**
 * The API request log's writer: a request only appends a row to this process's buffer (no I/O on
 * the request's path); the buffer is written as a multi-row INSERT every second, or as soon as 500
 * wait. A failed write keeps the rows for the next one; past 20,000 waiting rows new requests are
 * dropped and counted in the log, so an unreachable database costs bounded memory. A server that
 * stops (SIGTERM) writes the buffer before its database closes; rows still buffered when a process
 * is killed are lost (at most a second's requests).
 */
export class RequestLogWriter {
  private buffer: NewRequestLogRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Pick<Logger, "warn">,
  ) {}

  /** Buffers one request; never waits and never throws. */
  record(row: NewRequestLogRow): void {
    if (this.buffer.length >= MAX_BUFFERED_ROWS) {
      this.dropped++;
      return;
    }
    this.buffer.push(row);
    if (this.buffer.length >= FLUSH_AT_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), REQUEST_LOG_FLUSH_MS).unref();
  }

  /** Writes what is buffered now (and waits for a write in progress first); errors are logged, the rows kept. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.writing) await this.writing;
    if (this.buffer.length === 0) return;
    const rows = this.buffer;
    this.buffer = [];
    this.writing = (async () => {
      try {
        await insertRequestLogs(this.db, rows);
        if (this.dropped > 0) {
          this.log.warn(`the API request log dropped ${this.dropped} requests while its writes failed`);
          this.dropped = 0;
        }
      } catch (err) {
        this.buffer = rows.concat(this.buffer).slice(0, MAX_BUFFERED_ROWS);
        this.log.warn("could not write the API request log; retrying", err);
        this.timer ??= setTimeout(() => void this.flush(), REQUEST_LOG_FLUSH_MS * 5).unref();
      } finally {
        this.writing = null;
      }
    })();
    await this.writing;
  }
}

const writers = new WeakMap<Db, RequestLogWriter>();

/** The writer of this database in this process (one per app's database: tests run several apps in one process). */
export function requestLogWriter(deps: { db: Db; log: Pick<Logger, "warn"> }): RequestLogWriter {
  let writer = writers.get(deps.db);
  if (!writer) {
    writer = new RequestLogWriter(deps.db, deps.log);
    writers.set(deps.db, writer);
  }
  return writer;
}

/** A Hono route path (`/v1/history/:history_item_id`) as the OpenAPI template (`/v1/history/{history_item_id}`). */
export function routeTemplate(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");
}

/**
 * Records an answered request when it was an authenticated /v1 or /v2 call (a principal was set):
 * who (key or session), what (method, route template, status), when and how long.
 */
export function recordApiRequest(
  writer: RequestLogWriter,
  request: { id: string; method: string; path: string; route: string; status: number; at: Date; latencyMs: number },
  principal: { workspaceId: string; userId: string; apiKeyId?: string; via: "api_key" | "session" } | undefined,
): void {
  if (!principal || !/^\/v[12]\//.test(request.path)) return;
  writer.record({
    id: request.id,
    workspaceId: principal.workspaceId,
    userId: principal.userId,
    apiKeyId: principal.apiKeyId ?? null,
    via: principal.via,
    method: request.method,
    route: routeTemplate(request.route),
    status: request.status,
    latencyMs: Math.max(0, Math.round(request.latencyMs)),
    createdAt: request.at,
  });
}
