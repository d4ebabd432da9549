import pg from "pg";
import { randomBytes } from "node:crypto";
import { createPglite, openPglite, openPostgres, type Database } from "#db/client";
import { migratedPgliteSeed, migrationsHash } from "#db/migrated-seed";

let templateDump: Promise<Blob> | null = null;

const OBJECT_IN_USE = "55006";
const DUPLICATE_DATABASE = "42P04";

/**
 * Runs a statement about a database once the last connection to it has gone. A pool's end() can
 * resolve while a connection is still saying goodbye; forcing it would kill it mid-way.
 */
async function whenUnused(client: pg.Client, statement: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(statement);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Drops a test database once its last connection has gone. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await whenUnused(client, `drop database if exists ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * The data directory of a migrated PGlite, loaded once per worker process from the migrated seed (see
 * migrated-seed.ts; the Vitest global set-up makes it when missing) and dumped once: each test
 * database starts from that dump.
 */
function migratedTemplateDump(): Promise<Blob> {
  templateDump ??= (async () => {
    const db = createPglite(undefined, { seed: await migratedPgliteSeed() });
    await db.waitReady;
    const dump = await db.dumpDataDir("none");
    await db.close();
    return dump;
  })();
  return templateDump;
}

/** The migrated template database of this run on a PostgreSQL server, named by the migrations' hash. */
export function postgresTemplateName(): string {
  return `vocable_template_${migrationsHash()}`;
}

/**
 * Makes sure the PostgreSQL server holds the migrated template database of the current migrations
 * (the Vitest global set-up calls it once per run) and drops the templates of older migrations.
 * It is migrated under a name of its own and renamed into place, so a run that stops half-way
 * leaves no half-migrated template.
 */
export async function ensurePostgresTemplate(serverUrl: string, opts: { dropOlder?: boolean } = {}): Promise<void> {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ datname: string }>("select datname from pg_database where starts_with(datname, 'vocable_template_')");
    for (const { datname } of existing.rows) {
      // One of older migrations, or one a stopped run left unfinished; one in use stays.
      if (opts.dropOlder && datname !== name) await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
    }
    if (existing.rows.some((r) => r.datname === name)) return;
    const building = `${name}_${randomBytes(4).toString("hex")}`;
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openPostgres(url.toString());
    await database.close();
    try {
      await whenUnused(admin, `alter database ${building} rename to ${name}`);
    } catch (err) {
      if ((err as { code?: string }).code !== DUPLICATE_DATABASE) throw err;
      await dropDatabase(serverUrl, building); // another process made it first
    }
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database for one test: a PGlite copy of the migrated template by default, or, when DATABASE_URL is
 * set (as in CI), a uniquely named copy of the run's template database on that PostgreSQL server,
 * dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const copy = createPglite(undefined, { dump: await migratedTemplateDump() });
    await copy.waitReady;
    return openPglite(copy, { migrate: false });
  }
  const { url, drop } = await createTestDatabaseUrl(serverUrl, { migrated: true });
  const database = await openPostgres(url);
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** The PostgreSQL server tests use for what needs one whatever the suite runs on (several processes). */
export function testPostgresServerUrl(): string {
  return process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
}

/**
 * A new, uniquely named database on the PostgreSQL server, and a way to drop it once its
 * connections are gone: empty (for processes that migrate it themselves, and the migration tests),
 * or with `migrated` a copy of the run's template (see ensurePostgresTemplate; made here when the
 * run has none).
 */
export async function createTestDatabaseUrl(serverUrl = testPostgresServerUrl(), opts: { migrated?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  if (opts.migrated) await ensurePostgresTemplate(serverUrl);
  const name = `vocable_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(opts.migrated ? `create database ${name} template ${postgresTemplateName()}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}
