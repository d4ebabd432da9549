import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database handle every repository takes; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

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
 * 0.1 ms each time. Our instances hold them as their own instead (textParsersAsOwn) and drizzle's
 * client drops its per-query copy (withoutQueryParsers): the same values, without the merge.
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

async function textParsersAsOwn(client: PGlite): Promise<void> {
  // After start-up, which fills in a parser per array type over the instance's own.
  await client.waitReady;
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
}

type QueryOptions = Parameters<PGlite["query"]>[2];
const dropParsers = (options: QueryOptions): QueryOptions => (options?.parsers ? { ...options, parsers: undefined } : options);

/** What drizzle's PGlite driver calls of its client (query, and query inside a transaction), per-query parsers dropped. */
function withoutQueryParsers(client: PGlite) {
  return {
    query: (query: string, params?: unknown[], options?: QueryOptions) => client.query(query, params, dropParsers(options)),
    transaction: <T>(fn: (tx: { query: PGlite["query"] }) => Promise<T>) =>
      client.transaction((tx) => fn({ query: (query, params, options) => tx.query(query, params, dropParsers(options)) })),
  };
}

/** Wraps an open PGlite instance (embedded Postgres in WASM) and applies the migrations. */
export async function openPglite(client: PGlite, opts: { migrate: boolean }): Promise<Database> {
  await textParsersAsOwn(client);
  const db = drizzlePglite(withoutQueryParsers(client) as unknown as PGlite, { schema });
  if (opts.migrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}

/**
 * Connects to PostgreSQL and applies the migrations. An idle connection that the server drops
 * (a restart, a failover) is reported, not fatal: the pool opens a new one on the next query.
 */
export async function openPostgres(url: string, onIdleError: (err: Error) => void = () => {}): Promise<Database> {
  // Loaded only for PostgreSQL, so the embedded default does not pay for the driver at start.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", onIdleError);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}

/** PostgreSQL when a URL is given, else PGlite stored in `<dataDir>/db`. Migrations run either way. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; onIdleError?: (err: Error) => void }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.onIdleError);
  return openPglite(createPglite(path.join(opts.dataDir, "db")), { migrate: true });
}
