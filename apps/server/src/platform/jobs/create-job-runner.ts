import type { Redis } from "ioredis";
import type { Db } from "#db/client";
import type { Logger } from "../logger";
import { createDbRunner } from "./db-runner";
import type { JobObserver, JobRunner } from "./job-types";

/** BullMQ when Redis is configured (loaded only then), else the in-process runner on the database. */
export async function createJobRunner(opts: {
  db: Db;
  redis: Redis | null;
  redisPrefix: string;
  log: Logger;
  concurrency: number;
  leaseMs?: number;
  pollMs?: number;
  observer?: JobObserver;
}): Promise<JobRunner> {
  if (opts.redis) {
    const { createBullmqRunner } = await import("./bullmq-runner");
    return createBullmqRunner({ redis: opts.redis, prefix: opts.redisPrefix, log: opts.log, concurrency: opts.concurrency, leaseMs: opts.leaseMs, observer: opts.observer });
  }
  return createDbRunner({ db: opts.db, log: opts.log, concurrency: opts.concurrency, leaseMs: opts.leaseMs, pollMs: opts.pollMs, observer: opts.observer });
}
