import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { createPglite, prepareForDrizzle } from "./pglite-instance";
import { PreparedStatements } from "./prepared-statements";

let db: PGlite;
let statements: PreparedStatements;

beforeAll(async () => {
  db = createPglite();
  await prepareForDrizzle(db);
  statements = new PreparedStatements(db);
  await db.exec(`create table thing (id int primary key, label text, at timestamptz, data jsonb, raw bytea, big int8, tags text[], amount numeric)`);
});
afterAll(() => db.close());

const run = (sql: string, params: unknown[] = [], rowMode: "array" | "object" = "object") => statements.run(sql, params, rowMode, false);

describe("prepared statements on PGlite", () => {
  it("write and read every kind of value exactly as PGlite's own query does, the second time from the named statement", async () => {
    const row = [1, "it's", "2026-11-29T10:00:00.000Z", JSON.stringify({ a: [1, "b"] }), new Uint8Array([0, 1, 255]), 9007199254740993n, ["x", "y,z"], "12.50"];
    const insert = "insert into thing (id, label, at, data, raw, big, tags, amount) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *";
    const inserted = await run(insert, row);
    const select = "select * from thing where id = $1";
    for (const rowMode of ["object", "array"] as const) {
      const own = await db.query(select, [1], { rowMode });
      const first = await statements.run(select, [1], rowMode, false);
      const second = await statements.run(select, [1], rowMode, false);
      expect(first.rows).toEqual(own.rows);
      expect(second.rows).toEqual(own.rows);
      expect(second.fields).toEqual(own.fields);
    }
    expect(inserted.affectedRows).toBe(1);
    expect((await run("update thing set label = $1 where id = $2", [null, 1])).affectedRows).toBe(1);
    expect((await run(select, [1])).rows[0]).toMatchObject({ label: null, at: expect.any(String) });
  });

  it("keeps no statement that failed to parse, and a bind error leaves the statement usable", async () => {
    await expect(run("select * from no_such_table where id = $1", [1])).rejects.toMatchObject({ code: "42P01" });
    await expect(run("select id from thing where id = $1", ["not a number"])).rejects.toMatchObject({ code: "22P02" });
    expect((await run("select id from thing where id = $1", [1])).rows).toEqual([{ id: 1 }]);
    await db.exec("create table no_such_table (id int)");
    expect((await run("select * from no_such_table where id = $1", [1])).rows).toEqual([]);
  });

  it("runs other statements unnamed, and a named one sees a column added after it was prepared", async () => {
    await run("begin");
    await run("insert into thing (id) values ($1)", [2]);
    await run("rollback");
    expect((await run("select count(*)::int as n from thing where id = $1", [2])).rows).toEqual([{ n: 0 }]);
    expect((await run("select * from thing where id = $1", [1])).fields.map((f) => f.name)).not.toContain("extra");
    await run("alter table thing add column extra text default 'new'");
    expect((await run("select * from thing where id = $1", [1])).rows[0]).toMatchObject({ extra: "new" });
  });
});
