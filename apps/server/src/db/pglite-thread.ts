/**
 * The embedded database in a thread of its own. PGlite is PostgreSQL compiled to WebAssembly and
 * runs where it is called: in the server's thread its parsing, planning and executing of every
 * statement (most of a cheap API call's time) held up the event loop that also serves every
 * request and stream. Here the server's thread only posts a statement and receives its rows.
 *
 * Offers what drizzle's PGlite driver calls (DrizzlePgliteClient): `query`, and `transaction`,
 * whose statements run inside a transaction that the worker holds open until the callback here
 * settles (committed when it returns, rolled back when it throws). Rows come back as PGlite gives
 * them (drizzle's text types as text); a database error comes back with its SQLSTATE and fields.
 */
import { Worker } from "node:worker_threads";
import { spawnWorker } from "@vocable/speech";
import type { DrizzlePgliteClient, QueryOptions } from "./pglite-instance";

export interface PgliteThreadOptions {
  /** The data directory (a new one starts from the build's migrated seed, as in the server's thread). */
  dataDir: string;
  /** Another migrated seed for a new data directory (tests: the migrated-seed.ts one). */
  seed?: string;
}

export type PgliteRequest =
  | { id: number; op: "ready" }
  | { id: number; op: "query"; sql: string; params: unknown[] | undefined; rowMode: "array" | "object" | undefined; tx?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "close" };

export type PgliteReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: Record<string, unknown> };

type Distribute<T> = T extends unknown ? Omit<T, "id"> : never;
type QueryResult = Awaited<ReturnType<DrizzlePgliteClient["query"]>>;

/** An error from the database thread, with the fields PostgreSQL gave it (code, constraint, detail…). */
function databaseError(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message ?? "The embedded database failed."));
  return Object.assign(err, fields);
}

export class PgliteThread implements DrizzlePgliteClient {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  private nextId = 1;
  private stopped: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (reply: PgliteReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(databaseError(reply.error));
    });
    // A thread that fails (or exits before close) fails every statement still waiting, and every later one.
    const stop = (err: Error) => {
      this.stopped ??= err;
      for (const waiting of this.pending.values()) waiting.reject(this.stopped);
      this.pending.clear();
    };
    worker.on("error", stop);
    worker.on("exit", (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
  }

  /** Starts the thread, opens the data directory in it and waits until it answers. */
  static async start(options: PgliteThreadOptions): Promise<PgliteThread> {
    const thread = new PgliteThread(spawnWorker(new URL("./pglite-worker.ts", import.meta.url), "embedded database", options));
    try {
      await thread.call({ op: "ready" });
    } catch (err) {
      await thread.worker.terminate();
      throw err;
    }
    return thread;
  }

  private call(request: Distribute<PgliteRequest>): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private run(sql: string, params: unknown[] | undefined, options: QueryOptions, tx?: number): Promise<QueryResult> {
    // Parsers are functions, which cannot cross threads: the worker's instance holds drizzle's as its own.
    return this.call({ op: "query", sql, params, rowMode: options?.rowMode, tx }) as Promise<QueryResult>;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.run(sql, params, options);
  }

  async transaction<T>(fn: (tx: Pick<DrizzlePgliteClient, "query">) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: "begin" })) as number;
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.run(sql, params, options, tx) });
    } catch (err) {
      await this.call({ op: "end", tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.call({ op: "end", tx, commit: true });
    return result;
  }

  /** Closes the database (PGlite writes what it holds) and ends the thread. */
  async close(): Promise<void> {
    if (!this.stopped) await this.call({ op: "close" });
    await this.worker.terminate();
  }
}
