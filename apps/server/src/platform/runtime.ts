import { SpeechService, createLocalModelEngines, createRemoteEngines } from "@vocable/speech";
import type { Redis } from "ioredis";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "#db/client";
import { GenerationTracker } from "#features/speech/generations/generation-tracker";
import type { AppDeps } from "./app-env";
import { ANSWER_FLOORS, type AnswerFloors } from "./answer-floor";
import { createAuth } from "./auth";
import { sealedTextKey } from "#db/sealed-text";
import { resolveAuthSecret } from "./auth-secret";
import type { Config } from "./env";
import { createJobRunner } from "./jobs/create-job-runner";
import { createLogger, type Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { createMetrics } from "./metrics";
import { createRateLimiter } from "./rate-limit";
import { connectRedis } from "./redis";
import { createFileStorage } from "./storage/create-file-storage";
import { settlesWithin } from "./timeouts";

/** A part /ready checks: it throws when the part cannot serve. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/** Everything a running server is made of, and how to take it down in order. */
export interface Runtime {
  deps: AppDeps;
  database: Database;
  redis: Redis | null;
  checks: ReadinessCheck[];
  /** Stops the job runner (letting jobs finish within `timeoutMs`), then closes every connection. */
  close(timeoutMs?: number): Promise<void>;
}

/**
 * Builds the server's parts from the configuration: the database (embedded or PostgreSQL), Redis
 * when configured, file storage, the speech service, the job runner (BullMQ on Redis, else the
 * database), Better Auth and the metrics. Tests pass their own database and speech service.
 */
export async function createRuntime(
  config: Config,
  overrides: {
    database?: Database;
    speech?: SpeechService;
    log?: Logger;
    authSecret?: string;
    jobPollMs?: number;
    /** The first retry delay of mail.send jobs (tests make it short). */
    mailRetryMs?: number;
    /** Node's process metrics (event loop, heap, GC) in /metrics; tests with many apps in one process leave them out. */
    processMetrics?: boolean;
    /** scrypt's work factor for passwords (auth/password-hash.ts); tests lower it. */
    passwordWorkFactor?: number;
    /** The answer floors (platform/answer-floor.ts); tests of other behaviour drop them. */
    answerFloors?: AnswerFloors;
  } = {},
): Promise<Runtime> {
  const log = overrides.log ?? createLogger(config.logLevel, config.logFormat);
  const metrics = createMetrics({ defaultMetrics: overrides.processMetrics ?? true });
  const database = overrides.database ?? (await openDatabase({ ...config, onIdleError: (err) => log.warn("a database connection was closed", err) }));
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  redis?.on("error", (err) => log.warn("Redis connection error", err));
  const storage = await createFileStorage(config);
  const speech =
    overrides.speech ??
    new SpeechService({
      workers: config.speechWorkers,
      maxQueue: config.speechQueue,
      idleMs: config.speechIdleSeconds * 1000,
      warmThreads: config.speechWarmThreads,
      // The operator's remote servers, then the models in MODELS_DIR that passed their probe and still match their checksums.
      engines: [...createRemoteEngines(config.engines), ...(await createLocalModelEngines(config.modelsDir))],
    });
  speech.observe({
    started: (ms) => metrics.speechQueueWait.observe(ms / 1000),
    synthesized: (engine, ms) => metrics.speechSynthesis.observe({ engine }, ms / 1000),
  });
  const jobs = await createJobRunner({
    db: database.db,
    redis,
    redisPrefix: config.redisPrefix,
    log,
    concurrency: config.jobConcurrency,
    leaseMs: config.jobLeaseSeconds * 1000,
    pollMs: overrides.jobPollMs,
    observer: metrics.jobObserver,
  });
  metrics.watch({ speechQueueDepth: () => speech.queueDepth, speechWorkers: () => speech.runningWorkers, jobs });
  const authSecret = overrides.authSecret ?? resolveAuthSecret(config.authSecret, config.dataDir);
  const mailer = createMailer({ config, db: database.db, jobs, log, metrics }, { authSecret, retryBaseMs: overrides.mailRetryMs });
  if (mailer.transport === "outbox") log.info("no SMTP_URL: e-mails go to the local outbox (GET /outbox from this machine; their links are logged)");
  // Registers the key that opens sealed columns (the SSO client secrets) for this server.
  sealedTextKey(authSecret);
  const auth = createAuth({ config, db: database.db, secret: authSecret, mailer, jobs, redis, log, passwordWorkFactor: overrides.passwordWorkFactor });
  const rateLimit = createRateLimiter({ db: database.db, redis, redisPrefix: config.redisPrefix });
  // Generations share the jobs' lease: a process that stopped renewing its work for that long is gone.
  const generations = new GenerationTracker({ db: database.db, storage, log, jobs }, config.jobLeaseSeconds * 1000);
  const deps: AppDeps = { config, log, db: database.db, auth, storage, speech, jobs, metrics, generations, mailer, rateLimit, answerFloors: overrides.answerFloors ?? ANSWER_FLOORS };

  const checks: ReadinessCheck[] = [{ name: "database", check: async () => void (await database.db.execute(sql`select 1`)) }];
  if (redis) checks.push({ name: "redis", check: async () => void (await redis.ping()) });
  checks.push({ name: "storage", check: () => storage.check() });

  let closed = false;
  return {
    deps,
    database,
    redis,
    checks,
    async close(timeoutMs = 0) {
      if (closed) return;
      closed = true;
      await jobs.stop(timeoutMs);
      await generations.stopAll();
      await generations.close();
      // A job store that cannot be reached must not hold the shutdown: give it a few seconds.
      await settlesWithin(jobs.close(), 3000);
      mailer.close();
      if (!overrides.speech) await speech.close();
      if (redis?.status === "ready") await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
      await storage.close();
      if (!overrides.database) await database.close();
    },
  };
}
