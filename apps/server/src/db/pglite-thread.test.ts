import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openPgliteThread, type Database } from "./client";
import { migratedPgliteSeed } from "./migrated-seed";
import { isUniqueViolation } from "./errors";
import { user } from "./schema";

const dirs: string[] = [];
const opened: Database[] = [];

async function open(dataDir?: string): Promise<{ database: Database; dataDir: string }> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "vocable-pglite-thread-"));
  if (!dataDir) dirs.push(dir);
  const database = await openPgliteThread({ dataDir: dir, seed: await migratedPgliteSeed() });
  opened.push(database);
  return { database, dataDir: dir };
}

const person = (id: string) => ({ id, name: `Person ${id}`, email: `${id}@example.com` });

const closeAll = async () => {
  for (const database of opened.splice(0)) await database.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
};

/** The ids among these that exist. */
const existing = async (db: Database["db"], ids: string[]) => (await db.select({ id: user.id }).from(user).where(inArray(user.id, ids))).map((r) => r.id).sort();

describe("the embedded database in its own thread", () => {
  // One thread for the tests that do not close it (starting one takes a second or two).
  let shared: Database;
  beforeAll(async () => {
    shared = (await open()).database;
    opened.splice(opened.indexOf(shared), 1);
  });
  afterAll(async () => {
    await shared.close();
    await closeAll();
  });
  afterEach(closeAll);

  it("migrates a new data directory and answers drizzle's reads and writes with the same values", async () => {
    const database = shared;
    const [created] = await database.db.insert(user).values(person("a")).returning();
    expect(created.createdAt).toBeInstanceOf(Date);
    const [read] = await database.db.select().from(user).where(eq(user.id, "a"));
    expect(read).toEqual(created);
    const counted = (await database.db.execute(sql`select count(*)::int as n, now() as at from ${user}`)) as unknown as { rows: { n: number; at: unknown }[] };
    expect(counted.rows[0].n).toBe(1);
    expect(typeof counted.rows[0].at).toBe("string");
  });

  it("commits a transaction that returns, rolls back one that throws, and nested ones by savepoint", async () => {
    const { db } = shared;
    await expect(db.transaction(async (tx) => (await tx.insert(user).values(person("kept")).returning())[0].id)).resolves.toBe("kept");
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(user).values(person("gone"));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await db.transaction(async (tx) => {
      await tx.insert(user).values(person("outer"));
      await tx.transaction(async (inner) => {
        await inner.insert(user).values(person("inner"));
        inner.rollback();
      }).catch(() => undefined);
    });
    expect(await existing(db, ["kept", "gone", "outer", "inner"])).toEqual(["kept", "outer"]);
  });

  it("gives a constraint's error its SQLSTATE, and the database goes on with the next statement", async () => {
    const { db } = shared;
    await db.insert(user).values(person("twice"));
    const err = await db
      .transaction(async (tx) => tx.insert(user).values(person("twice")))
      .then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    await db.insert(user).values(person("after"));
    expect(await existing(db, ["twice", "after"])).toEqual(["after", "twice"]);
  });

  it("keeps a statement outside a transaction waiting until that transaction ends, as in one thread", async () => {
    const { db } = shared;
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const order: string[] = [];
    const tx = db.transaction(async (t) => {
      await t.insert(user).values(person("in-transaction"));
      await held;
      order.push("commit");
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = existing(db, ["in-transaction"]).then((ids) => {
      order.push("read");
      return ids;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual([]);
    release();
    await tx;
    expect(await outside).toEqual(["in-transaction"]);
    expect(order).toEqual(["commit", "read"]);
  });

  it("keeps what was written once closed and opened again, and refuses statements after close", async () => {
    const { database, dataDir } = await open();
    await database.db.insert(user).values(person("durable"));
    await database.close();
    await expect(database.db.select().from(user)).rejects.toThrow();
    const again = await open(dataDir);
    expect((await again.database.db.select({ id: user.id }).from(user)).map((r) => r.id)).toEqual(["durable"]);
  });
});
