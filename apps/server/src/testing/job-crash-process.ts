/**
 * A process running the job runner for job-crash.test.ts, so the test can kill it with SIGKILL
 * in the middle of a job and start another. Configured by the server's own variables (DATA_DIR or
 * DATABASE_URL, REDIS_URL, REDIS_PREFIX, JOB_LEASE_SECONDS) plus:
 *   ENQUEUE=1  enqueue the test job (idempotency key "crash-test") before starting
 *   HOLD=1     after applying the job's effect, hang instead of finishing (the test kills us here)
 * Prints STARTED, EFFECT_APPLIED, DONE and READY lines for the test to follow.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { openDatabase } from "#db/client";
import { loadConfig } from "#platform/env";
import { applyOnce } from "#platform/jobs/apply-once";
import { createJobRunner } from "#platform/jobs/create-job-runner";
import { defineJob } from "#platform/jobs/job-types";
import { createLogger } from "#platform/logger";
import { connectRedis } from "#platform/redis";

const config = loadConfig(process.env);
const hold = process.env.HOLD === "1";
const database = await openDatabase(config);
await database.db.execute(sql`create table if not exists crash_effect (note text not null)`);
const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
const runner = await createJobRunner({
  db: database.db,
  redis,
  redisPrefix: config.redisPrefix,
  log: createLogger("warn"),
  concurrency: 1,
  leaseMs: config.jobLeaseSeconds * 1000,
  pollMs: 50,
});
runner.register(
  defineJob({
    name: "test.crash",
    payload: z.object({ note: z.string() }),
    async handler(payload) {
      console.log("STARTED");
      await applyOnce(database.db, `crash:${payload.note}`, async (tx) => {
        await tx.execute(sql`insert into crash_effect (note) values (${payload.note})`);
      });
      console.log("EFFECT_APPLIED");
      if (hold) await new Promise(() => setInterval(() => {}, 1000));
      console.log("DONE");
    },
  }),
);
if (process.env.ENQUEUE === "1") await runner.enqueue("test.crash", { note: "once" }, { idempotencyKey: "crash-test" });
await runner.start();
console.log("READY");

process.on("SIGTERM", () => {
  void (async () => {
    await runner.stop(1000);
    await runner.close();
    if (redis) await redis.quit();
    await database.close();
    process.exit(0);
  })();
});
