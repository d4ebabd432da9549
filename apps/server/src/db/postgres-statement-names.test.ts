import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabaseUrl } from "#testing/test-database";
import { openPostgres, type Database } from "./client";
import { workspace } from "./schema";

// Always on PostgreSQL (the server tests use whatever the suite runs on): naming is PostgreSQL's.
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const made = await createTestDatabaseUrl(undefined, { migrated: true });
  drop = made.drop;
  database = await openPostgres(made.url);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

/** The statements this connection has prepared whose text mentions `marker`. */
async function preparedWith(tx: Database["db"], marker: string) {
  const result = (await tx.execute(sql`select name, statement from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`)) as unknown as {
    rows: { name: string; statement: string }[];
  };
  return result.rows;
}

describe("statements on PostgreSQL", () => {
  it("are prepared once per connection under a name of their text, and answer as before", async () => {
    await database.db.transaction(async (tx) => {
      for (const id of ["w-1", "w-2", "w-3"]) {
        expect(await tx.select({ id: workspace.id }).from(workspace).where(eq(workspace.id, id))).toEqual([]);
      }
      const prepared = await preparedWith(tx, `from "workspace" where "workspace"."id" = $1`);
      expect(prepared).toHaveLength(1);
      expect(prepared[0].name).toMatch(/^vocable_s\d+$/);
      // Transaction control is not a statement worth keeping.
      expect(await preparedWith(tx, "begin")).toEqual([]);
    });
  });

  it("fail as before when one does not parse, also the second time, and the connection goes on", async () => {
    for (let i = 0; i < 2; i++) await expect(database.db.execute(sql`select no_such_column from workspace`)).rejects.toMatchObject({ cause: { code: "42703" } });
    expect(await database.db.select({ id: workspace.id }).from(workspace).where(eq(workspace.id, "none"))).toEqual([]);
  });
});
