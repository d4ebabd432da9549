import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "#db/client";
import { createTestDatabase } from "#testing/test-database";
import { testRedisPrefix, testRedisUrl } from "#testing/test-redis";
import { waitFor } from "@vocable/speech/test-support";
import { createLogger } from "../logger";
import { applyOnce } from "./apply-once";
import { createBullmqRunner } from "./bullmq-runner";
import { createDbRunner } from "./db-runner";
import { InvalidJobPayloadError } from "./job-kinds";
import { defineJob, type JobRunner } from "./job-types";

const log = createLogger("silent");

interface Backend {
  database: Database;
  /** A runner on the shared store; several may run at once, like instances. */
  runner(opts?: { concurrency?: number }): JobRunner;
  close(): Promise<void>;
}

const backends: Record<string, () => Promise<Backend>> = {
  database: async () => {
    const database = await createTestDatabase();
    return {
      database,
      runner: (opts = {}) => createDbRunner({ db: database.db, log, concurrency: opts.concurrency ?? 2, leaseMs: 1000, pollMs: 20 }),
      close: () => database.close(),
    };
  },
  bullmq: async () => {
    const database = await createTestDatabase();
    const { prefix, clear } = testRedisPrefix();
    const connections: Redis[] = [];
    return {
      database,
      runner: (opts = {}) => {
        const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
        connections.push(redis);
        return createBullmqRunner({ redis, prefix, log, concurrency: opts.concurrency ?? 2, leaseMs: 1000 });
      },
      async close() {
        for (const redis of connections) await redis.quit();
        await clear();
        await database.close();
      },
    };
  },
};

for (const [name, makeBackend] of Object.entries(backends)) {
  describe(`jobs on ${name}`, () => {
    let backend: Backend;
    const runners: JobRunner[] = [];
    const started = async (opts?: { concurrency?: number }, setup?: (r: JobRunner) => void) => {
      const runner = backend.runner(opts);
      runners.push(runner);
      setup?.(runner);
      await runner.start();
      return runner;
    };

    afterEach(async () => {
      for (const runner of runners.splice(0)) await runner.close();
      await backend?.close();
    });

    it("runs a job once, validates payloads and records progress", async () => {
      backend = await makeBackend();
      const seen: string[] = [];
      const greet = defineJob({
        name: "test.greet",
        payload: z.object({ name: z.string().min(1) }),
        async handler(payload, ctx) {
          await ctx.progress({ step: "greeted" });
          seen.push(payload.name);
        },
      });
      const runner = await started({}, (r) => r.register(greet));
      await expect(runner.enqueue("test.greet", { name: "" })).rejects.toBeInstanceOf(InvalidJobPayloadError);
      const { id, created } = await runner.enqueue("test.greet", { name: "Ada" });
      expect(created).toBe(true);
      const done = await waitFor("completion", async () => {
        const job = await runner.get(id);
        return job?.state === "completed" && job;
      });
      expect(seen).toEqual(["Ada"]);
      expect(done).toMatchObject({ kind: "test.greet", payload: { name: "Ada" }, progress: { step: "greeted" } });
      expect((await runner.list({ state: "completed", limit: 10 })).jobs.map((j) => j.id)).toEqual([id]);
    });

    it("runs at most a kind's own concurrency at once, leaving the other slots to other kinds", async () => {
      backend = await makeBackend();
      let heavyNow = 0;
      let heavyMost = 0;
      const light: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const heavy = defineJob({
        name: "test.heavy",
        payload: z.object({ n: z.number() }),
        concurrency: 1,
        async handler() {
          heavyNow++;
          heavyMost = Math.max(heavyMost, heavyNow);
          await gate;
          heavyNow--;
        },
      });
      const quick = defineJob({ name: "test.light", payload: z.object({ n: z.number() }), handler: async ({ n }) => void light.push(String(n)) });
      const runner = await started({ concurrency: 2 }, (r) => {
        r.register(heavy);
        r.register(quick);
      });
      const heavyIds: string[] = [];
      for (let n = 0; n < 3; n++) heavyIds.push((await runner.enqueue("test.heavy", { n })).id);
      for (let n = 0; n < 3; n++) await runner.enqueue("test.light", { n });
      // While one heavy job holds its slot, the light ones all run in the other.
      await waitFor("the light jobs", () => light.length === 3);
      expect(heavyMost).toBe(1);
      release();
      await waitFor("the heavy jobs", async () => (await Promise.all(heavyIds.map((id) => runner.get(id)))).every((j) => j?.state === "completed"));
      expect(heavyMost).toBe(1);
      // Waiting for its turn is no failed attempt (BullMQ counts each start it offered the job, the database each claim).
      if (name === "database") for (const id of heavyIds) expect((await runner.get(id))!.attempts).toBe(1);
    });

    it("runs a kind with slots of its own beside the shared slots, up to its own concurrency", async () => {
      backend = await makeBackend();
      let waitingNow = 0;
      let waitingMost = 0;
      const light: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const waiter = defineJob({
        name: "test.waiter",
        payload: z.object({ n: z.number() }),
        concurrency: 3,
        ownSlots: true,
        async handler() {
          waitingMost = Math.max(waitingMost, ++waitingNow);
          await gate;
          waitingNow--;
        },
      });
      const quick = defineJob({ name: "test.light", payload: z.object({ n: z.number() }), handler: async ({ n }) => void light.push(String(n)) });
      const runner = await started({ concurrency: 1 }, (r) => {
        r.register(waiter);
        r.register(quick);
      });
      const ids: string[] = [];
      for (let n = 0; n < 4; n++) ids.push((await runner.enqueue("test.waiter", { n })).id);
      await waitFor("three waiting runs", () => waitingNow === 3);
      // Three runs wait in their own slots; the one shared slot still serves the light jobs.
      for (let n = 0; n < 3; n++) await runner.enqueue("test.light", { n });
      await waitFor("the light jobs", () => light.length === 3);
      expect(waitingMost).toBe(3);
      release();
      await waitFor("the waiting jobs", async () => (await Promise.all(ids.map((id) => runner.get(id)))).every((j) => j?.state === "completed"));
      expect(waitingMost).toBe(3);
      expect(() => runner.register(defineJob({ name: "test.unbounded", payload: z.object({}), ownSlots: true, handler: async () => {} }))).toThrow(/concurrency/);
    });

    it("creates a job once per idempotency key, even from two instances at once", async () => {
      backend = await makeBackend();
      let runs = 0;
      const kind = defineJob({ name: "test.once", payload: z.object({}), handler: async () => void runs++ });
      const a = await started({}, (r) => r.register(kind));
      const b = await started({}, (r) => r.register(kind));
      const results = await Promise.all([a.enqueue("test.once", {}, { idempotencyKey: "k1" }), b.enqueue("test.once", {}, { idempotencyKey: "k1" }), a.enqueue("test.once", {}, { idempotencyKey: "k1" })]);
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      await waitFor("completion", async () => (await a.get(results[0].id))?.state === "completed");
      const again = await b.enqueue("test.once", {}, { idempotencyKey: "k1" });
      expect(again).toEqual({ id: results[0].id, created: false });
      expect(runs).toBe(1);
    });

    it("retries with backoff, then keeps the job dead until an operator retries it", async () => {
      backend = await makeBackend();
      let fail = true;
      const attempts: number[] = [];
      const flaky = defineJob({
        name: "test.flaky",
        payload: z.object({}),
        attempts: 3,
        backoffMs: 20,
        async handler(_p, ctx) {
          attempts.push(ctx.attempt);
          if (fail) throw new Error("upstream said no");
        },
      });
      const runner = await started({}, (r) => r.register(flaky));
      const { id } = await runner.enqueue("test.flaky", {});
      const dead = await waitFor("dead letter", async () => {
        const job = await runner.get(id);
        return job?.state === "dead" && job;
      });
      expect(attempts).toEqual([1, 2, 3]);
      expect(dead.lastError).toContain("upstream said no");
      expect((await runner.list({ state: "dead", limit: 10 })).jobs.map((j) => j.id)).toEqual([id]);
      expect((await runner.counts()).dead).toBe(1);

      fail = false;
      expect(await runner.retry(id)).toBe(true);
      await waitFor("completion after retry", async () => (await runner.get(id))?.state === "completed");
      expect(await runner.retry(id)).toBe(false); // only dead or cancelled jobs go back
    });

    it("waits for a delay, and cancels a waiting job and a running one", async () => {
      backend = await makeBackend();
      const ran: string[] = [];
      let aborted = 0;
      const slow = defineJob({
        name: "test.slow",
        payload: z.object({ tag: z.string() }),
        async handler(payload, ctx) {
          ran.push(payload.tag);
          if (payload.tag !== "long") return;
          await new Promise<void>((resolve) => ctx.signal.addEventListener("abort", () => resolve(), { once: true }));
          aborted++;
          throw ctx.signal.reason;
        },
      });
      const runner = await started({}, (r) => r.register(slow));
      const delayed = await runner.enqueue("test.slow", { tag: "later" }, { delayMs: 60_000 });
      expect((await runner.get(delayed.id))?.state).toBe("waiting");
      expect(await runner.cancel(delayed.id)).toBe(true);

      const long = await runner.enqueue("test.slow", { tag: "long" });
      await waitFor("the long job to start", async () => (await runner.get(long.id))?.state === "active");
      expect(await runner.cancel(long.id)).toBe(true);
      await waitFor("the handler to see the abort", () => aborted === 1);
      await waitFor("cancelled state", async () => (await runner.get(long.id))?.state === "cancelled");
      expect(ran).toEqual(["long"]);
      expect(await runner.cancel(long.id)).toBe(false);
    });

    it("hands running jobs back at shutdown, and another instance finishes them", async () => {
      backend = await makeBackend();
      const finishedBy: string[] = [];
      const kind = (instance: string) =>
        defineJob({
          name: "test.handback",
          payload: z.object({}),
          async handler(_p, ctx) {
            if (instance === "first") {
              await new Promise<void>((resolve) => ctx.signal.addEventListener("abort", () => resolve(), { once: true }));
              throw ctx.signal.reason;
            }
            finishedBy.push(instance);
          },
        });
      const first = await started({}, (r) => r.register(kind("first")));
      const { id } = await first.enqueue("test.handback", {});
      await waitFor("the job to start", async () => (await first.get(id))?.state === "active");
      await first.stop(100);
      const handedBack = await first.get(id);
      expect(handedBack?.state).toBe("waiting");
      const second = await started({}, (r) => r.register(kind("second")));
      await waitFor("completion on the second instance", async () => (await second.get(id))?.state === "completed");
      expect(finishedBy).toEqual(["second"]);
    });

    it("fires a schedule once per tick across instances", async () => {
      backend = await makeBackend();
      const ticks: string[] = [];
      const kind = defineJob({ name: "test.tick", payload: z.object({}), handler: async (_p, ctx) => void ticks.push(ctx.jobId) });
      const a = await started({}, (r) => r.register(kind));
      const b = await started({}, (r) => r.register(kind));
      // Every second (6-field cron); both instances schedule it, as every instance does at start.
      await a.schedule("every-second", "* * * * * *", "test.tick", {});
      await b.schedule("every-second", "* * * * * *", "test.tick", {});
      await waitFor("three ticks", () => ticks.length >= 3, 20_000);
      await a.stop(1000);
      await b.stop(1000);
      expect(new Set(ticks).size).toBe(ticks.length);
      const completed = (await a.list({ state: "completed", limit: 100 })).jobs;
      // One job per tick: no two jobs are due in the same second. A BullMQ scheduler job's id ends
      // with the tick it is for (its delay, hence runAt, is gone once it was promoted).
      const tickOf = (j: (typeof completed)[number]) => Number(/:(\d{13})$/.exec(j.id)?.[1] ?? (j.runAt ?? j.createdAt).getTime());
      const seconds = completed.map((j) => Math.floor(tickOf(j) / 1000));
      expect(new Set(seconds).size).toBe(seconds.length);
    });

    it("applies an effect once however often its job runs", async () => {
      backend = await makeBackend();
      const { db } = backend.database;
      await db.execute(sql`create table effect_log (note text not null)`);
      const kind = defineJob({
        name: "test.effect",
        payload: z.object({ note: z.string() }),
        attempts: 3,
        backoffMs: 10,
        async handler(payload, ctx) {
          await applyOnce(db, `test.effect:${payload.note}`, (tx) => tx.execute(sql`insert into effect_log (note) values (${payload.note})`).then(() => {}));
          if (ctx.attempt < 3) throw new Error("fails after its effect, as a crash would");
        },
      });
      const runner = await started({}, (r) => r.register(kind));
      const { id } = await runner.enqueue("test.effect", { note: "hello" });
      await waitFor("completion", async () => (await runner.get(id))?.state === "completed");
      const rows = await db.execute(sql`select note from effect_log`);
      expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    });
  });
}
