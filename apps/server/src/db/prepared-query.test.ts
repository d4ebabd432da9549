import { eq, sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#testing/test-database";
import type { Database } from "./client";
import { preparedQuery } from "./prepared-query";

const note = pgTable("prepared_query_note", { id: integer("id").primaryKey(), body: text("body").notNull() });
const noteById = preparedQuery((db, name) => db.select().from(note).where(eq(note.id, sql.placeholder("id"))).prepare(name));

let first: Database;
let second: Database;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  for (const { db } of [first, second]) await db.execute(sql`create table prepared_query_note (id integer primary key, body text not null)`);
  await first.db.insert(note).values([
    { id: 1, body: "one" },
    { id: 2, body: "two" },
  ]);
  await second.db.insert(note).values({ id: 1, body: "other database" });
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe("a statement prepared once per database handle", () => {
  it("fills its placeholders on every call, also many at once (several connections on PostgreSQL)", async () => {
    const ids = Array.from({ length: 40 }, (_, i) => (i % 3) + 1);
    const found = await Promise.all(ids.map((id) => noteById(first.db).execute({ id })));
    expect(found.map((rows) => rows[0]?.body ?? null)).toEqual(ids.map((id) => ({ 1: "one", 2: "two", 3: null })[id]));
    expect(noteById(first.db)).toBe(noteById(first.db));
  });

  it("answers from its own database on each handle", async () => {
    expect(await noteById(second.db).execute({ id: 1 })).toEqual([{ id: 1, body: "other database" }]);
    expect(await noteById(first.db).execute({ id: 1 })).toEqual([{ id: 1, body: "one" }]);
  });

  it("runs in a transaction, where it sees the transaction's own writes, and after it as before", async () => {
    await first.db
      .transaction(async (tx) => {
        await tx.insert(note).values({ id: 4, body: "uncommitted" });
        expect(await noteById(tx).execute({ id: 4 })).toEqual([{ id: 4, body: "uncommitted" }]);
        expect(noteById(tx)).not.toBe(noteById(first.db));
        throw new Error("roll back");
      })
      .catch((err: Error) => expect(err.message).toBe("roll back"));
    expect(await noteById(first.db).execute({ id: 4 })).toEqual([]);
    expect(await noteById(first.db).execute({ id: 2 })).toEqual([{ id: 2, body: "two" }]);
  });
});
