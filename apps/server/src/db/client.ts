import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { pgliteClient, prepareForDrizzle, type DrizzlePgliteClient } from "./pglite-instance";
import { PgliteThread, type PgliteThreadOptions } from "./pglite-thread";
import { nameStatementsOf } from "./postgres-statement-names";
import * as schema from "./schema";

export { createPglite, PGLITE_SEED_FILE } from "./pglite-instance";

export type Schema = typeof schema;
/** The database handle every repository takes; the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** drizzle over an embedded database's client (in this thread or its own), the migrations applied when asked. */
async function drizzleOverPglite(client: DrizzlePgliteClient, opts: { migrate: boolean; close: () => Promise<void> }): Promise<Database> {
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  if (opts.migrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, kind: "pglite", close: opts.close };
}

/** Wraps a PGlite instance of this thread (tests, the build's seed) and applies the migrations when asked. */
export async function openPglite(client: PGlite, opts: { migrate: boolean }): Promise<Database> {
  await prepareForDrizzle(client);
  return drizzleOverPglite(pgliteClient(client), { migrate: opts.migrate, close: () => client.close() });
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
  pool.on("connect", (client) => nameStatementsOf(client));
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}

/**
 * PostgreSQL when a URL is given, else PGlite stored in `<dataDir>/db`, running in a thread of its
 * own (pglite-thread.ts) so that its work does not hold up the server's event loop. Migrations run
 * either way.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; onIdleError?: (err: Error) => void }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.onIdleError);
  return openPgliteThread({ dataDir: path.join(opts.dataDir, "db") });
}

/** PGlite in a thread of its own on a data directory (a new one from `seed` or the build's), migrated. */
export async function openPgliteThread(options: PgliteThreadOptions): Promise<Database> {
  const thread = await PgliteThread.start(options);
  return drizzleOverPglite(thread, { migrate: true, close: () => thread.close() });
}
