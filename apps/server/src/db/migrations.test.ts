import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabaseUrl } from "#testing/test-database";
import { createPglite, MIGRATIONS_FOLDER } from "./client";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A copy of the migrations folder holding only the first `count` migrations. */
function firstMigrations(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"));
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An empty database (PGlite, or a new PostgreSQL database when DATABASE_URL is set) and its migrate(). */
async function emptyDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = createPglite();
    const db = drizzlePglite(client);
    cleanups.push(() => client.close());
    return { db, migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }) };
  }
  const { url, drop } = await createTestDatabaseUrl(serverUrl);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  cleanups.push(async () => {
    await pool.end();
    await drop();
  });
  const db = drizzlePg(pool);
  return { db, migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }) };
}

describe("migration 0001 (history indexes, requested model id)", () => {
  it("backfills the requested model of existing items with the model that served them", async () => {
    const { db, migrate } = await emptyDatabase();
    await migrate(firstMigrations(1));
    await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'U', 'u1@example.com')`);
    await db.execute(sql`insert into workspace (id, name, owner_id, character_limit, voice_limit, professional_voice_limit, next_character_count_reset_at)
      values ('w1', 'W', 'u1', 10000, 3, 0, now())`);
    await db.execute(sql`insert into history_item (id, workspace_id, user_id, request_id, voice_id, voice_name, voice_category, model_id, text,
        settings, output_format, content_type, storage_key, character_count_change_from, character_count_change_to)
      values ('h1', 'w1', 'u1', 'r1', 'v1', 'Rachel', 'premade', 'vocable_flash_v1', 'Hello', '{}', 'mp3_44100_128', 'audio/mpeg', 'k', 0, 5)`);
    await migrate(MIGRATIONS_FOLDER);
    const rows = (await db.execute(sql`select model_id, requested_model_id from history_item`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ model_id: "vocable_flash_v1", requested_model_id: "vocable_flash_v1" }]);
    const trgm = (await db.execute(sql`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`)) as unknown as { rows: { n: number }[] };
    expect(trgm.rows[0].n).toBe(1);
  });
});
