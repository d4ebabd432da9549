/**
 * The embedded database's instances: how one is made (every PGlite of the app is made here) and
 * readied for drizzle, in the server's thread or in the database's own (pglite-worker.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PreparedStatements } from "./prepared-statements";

/**
 * The migrated, empty embedded database that the build packs beside the compiled server
 * (dist/pglite-seed.tar.gz). A new data directory starts from it in under a second instead of
 * running initdb (5-7 s); from sources there is none and initdb runs as before.
 */
export const PGLITE_SEED_FILE = fileURLToPath(new URL("./pglite-seed.tar.gz", import.meta.url));

/**
 * A PGlite instance with the extensions the migrations need (pg_trgm for history search), in
 * memory when no directory is given. A new one starts from `seed` (a migrated tarball, see
 * migrated-seed.ts; for a data directory the build's seed by default) when that file exists, or
 * from `dump`, another instance's dumped data directory. Every PGlite of the app is made here.
 * A small buffer cache keeps an idle server small: PostgreSQL's default 128 MB costs about as
 * much resident memory again, and the operating system's page cache still holds what the
 * database reads often.
 */
export function createPglite(dataDir?: string, opts: { seed?: string; dump?: Blob } = {}): PGlite {
  const options = { dataDir, extensions: { pg_trgm }, postgresqlconf: "shared_buffers = 16MB" };
  // A copy of another instance's data directory (its dumpDataDir), as the test databases start.
  if (opts.dump) return new PGlite({ ...options, loadDataDir: opts.dump });
  const fresh = dataDir === undefined || !existsSync(path.join(dataDir, "PG_VERSION"));
  const seed = opts.seed ?? (dataDir !== undefined ? PGLITE_SEED_FILE : undefined);
  if (fresh && seed !== undefined && existsSync(seed)) return new PGlite({ ...options, loadDataDir: new Blob([readFileSync(seed)]) });
  return new PGlite(options);
}

/**
 * The types drizzle's PGlite driver reads as text (timestamps, dates, intervals, numeric[] and the
 * arrays of the others): it passes parsers for them with every query, and PGlite then merges those
 * into its whole table of parsers (an entry per type and array type, hundreds) per statement, about
 * 0.1 ms each time. Our instances hold them as their own instead (prepareForDrizzle) and drizzle's
 * client does not pass them on (pgliteClient): the same values, without the merge.
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

/** Readies an instance for drizzle (see above). */
export async function prepareForDrizzle(client: PGlite): Promise<void> {
  // After start-up, which fills in a parser per array type over the instance's own.
  await client.waitReady;
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
}

export type QueryOptions = Parameters<PGlite["query"]>[2];
type QueryResult = Awaited<ReturnType<PGlite["query"]>>;

/**
 * What drizzle's PGlite driver calls of its client: a statement, and statements inside a
 * transaction. The instance in this thread and the embedded database's own thread both offer it.
 */
export interface DrizzlePgliteClient {
  query(query: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  transaction<T>(fn: (tx: Pick<DrizzlePgliteClient, "query">) => Promise<T>): Promise<T>;
}

/**
 * An instance as drizzle's client (prepareForDrizzle first), its statements run as prepared ones
 * (prepared-statements.ts). Locks as PGlite's own query and transaction do: a statement outside a
 * transaction waits for any open one, a transaction holds the instance until it commits or rolls back.
 */
export function pgliteClient(db: PGlite): DrizzlePgliteClient {
  const statements = new PreparedStatements(db);
  return {
    query: (query, params, options) => db._runExclusiveTransaction(() => db._runExclusiveQuery(() => statements.run(query, params, options?.rowMode, false))),
    transaction: (fn) =>
      db.transaction(async () => {
        let open = true;
        try {
          return await fn({
            query: (query, params, options) => {
              if (!open) return Promise.reject(new Error("This transaction has already ended."));
              return db._runExclusiveQuery(() => statements.run(query, params, options?.rowMode, true));
            },
          });
        } finally {
          open = false;
        }
      }),
  };
}
