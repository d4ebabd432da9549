import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/client";
import { createTestDatabaseUrl } from "#testing/test-database";
import { testRedisPrefix, testRedisUrl } from "#testing/test-redis";
import { waitFor } from "@vocable/speech/test-support";
import { exited, tsxArgs } from "#testing/server-process";
import { connectRedis } from "../redis";
import { createJobRunner } from "./create-job-runner";
import { createLogger } from "../logger";

const script = fileURLToPath(new URL("../../testing/job-crash-process.ts", import.meta.url));

/** Starts the job process; resolves once it prints `until`. */
function startProcess(env: Record<string, string>, until: string): Promise<{ child: ChildProcess; lines: string[] }> {
  const child = spawn(process.execPath, tsxArgs(script), { env: { ...process.env, LOG_LEVEL: "warn", JOB_LEASE_SECONDS: "1", ...env }, stdio: ["ignore", "pipe", "inherit"] });
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      lines.push(line);
      if (line === until) resolve({ child, lines });
    });
    child.once("exit", (code, signal) => reject(new Error(`job process exited (${code ?? signal}) before printing ${until}: ${lines.join(" | ")}`)));
  });
}

interface Store {
  env: Record<string, string>;
  /** Reads the effect rows and the job's state once the processes are gone. */
  inspect(): Promise<{ effects: number; state: string | undefined; attempts: number | undefined }>;
  close(): Promise<void>;
}

async function inspect(env: Record<string, string>, redisPrefix?: string) {
  const config = { dataDir: env.DATA_DIR ?? "", databaseUrl: env.DATABASE_URL };
  const database = await openDatabase(config);
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : null;
  try {
    const rows = (await database.db.execute(sql`select count(*)::int as n from crash_effect`)) as unknown as { rows: { n: number }[] };
    const runner = await createJobRunner({ db: database.db, redis, redisPrefix: redisPrefix ?? "", log: createLogger("silent"), concurrency: 1 });
    const job = (await runner.list({ state: "completed", limit: 10 })).jobs.find((j) => j.idempotencyKey === "crash-test");
    await runner.close();
    return { effects: rows.rows[0].n, state: job?.state, attempts: job?.attempts };
  } finally {
    if (redis) await redis.quit();
    await database.close();
  }
}

/** The embedded database (a data directory), or a PostgreSQL database when the suite runs on one. */
async function databaseEnv(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const { url, drop } = await createTestDatabaseUrl();
    return { env: { DATABASE_URL: url }, close: drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-crash-"));
  return { env: { DATA_DIR: dir }, close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const stores: Record<string, () => Promise<Store>> = {
  database: async () => {
    const db = await databaseEnv();
    return { env: db.env, inspect: () => inspect(db.env), close: db.close };
  },
  bullmq: async () => {
    const db = await databaseEnv();
    const { prefix, clear } = testRedisPrefix();
    const env = { ...db.env, REDIS_URL: testRedisUrl(), REDIS_PREFIX: prefix };
    return {
      env,
      inspect: () => inspect(env, prefix),
      async close() {
        await clear();
        await db.close();
      },
    };
  },
};

for (const [name, makeStore] of Object.entries(stores)) {
  describe(`jobs on ${name}, when their process is killed`, () => {
    it("run again to completion after a restart, with their effect applied once", async () => {
      const store = await makeStore();
      try {
        // The first process enqueues the job, applies its effect and is killed before it can finish.
        const first = await startProcess({ ...store.env, ENQUEUE: "1", HOLD: "1" }, "EFFECT_APPLIED");
        first.child.kill("SIGKILL");
        await exited(first.child);

        // A new process (the restart) takes the job over once the dead one's lease lapses.
        const second = await startProcess({ ...store.env, HOLD: "0" }, "DONE");
        expect(second.lines).toContain("STARTED");
        await waitFor("the job to be recorded as done", () => second.lines.includes("DONE"));
        second.child.kill("SIGTERM");
        await exited(second.child);

        const result = await store.inspect();
        expect(result.effects).toBe(1);
        expect(result.state).toBe("completed");
      } finally {
        await store.close();
      }
    });
  });
}
