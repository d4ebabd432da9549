import { BILLING_TICK_CRON, BILLING_TICK_JOB } from "#features/billing/subscriptions/jobs/billing-tick";
import { PRODUCTIONS_TICK_CRON, PRODUCTIONS_TICK_JOB } from "#features/productions/tasks/jobs/productions-tick";
import { describeBillingMode } from "#features/billing/subscriptions/policy";
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { createApp } from "./app";
import { removeStaleSpoolFiles } from "#features/speech/tts/audio-spool";
import { DAILY_CLEANUP_CRON, DAILY_CLEANUP_JOB } from "#features/operators/maintenance/jobs/daily-cleanup";
import { WARM_PREVIEWS_JOB, warmPreviewsKey } from "#features/voices/voices/jobs/warm-previews";
import { startEngineVoiceRefresh } from "#features/voices/voices/engine-voice-refresh";
import { startVoiceCloningWarmUp } from "#features/voices/voices/warm-voice-cloning";
import { startUnsentDeliverySweep } from "#features/developers/webhooks/unsent-delivery-sweep";
import { requestLogWriter } from "#features/workspaces/request-analytics/request-log-writer";
import { DataDirLockedError, lockEmbeddedDatabase } from "#platform/data-dir-lock";
import { ConfigError, loadConfig } from "#platform/env";
import type { Lifecycle } from "#platform/operations";
import { createRuntime } from "#platform/runtime";
import { keepIdleConnections, webSocketServer } from "#platform/http-server";
import { settlesWithin } from "#platform/timeouts";

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const unlock = lockEmbeddedDatabase(config);
  process.on("exit", unlock);
  const runtime = await createRuntime(config);
  const { log, jobs } = runtime.deps;
  const phase = (name: string) => log.debug(`start-up: ${name} after ${Math.round(performance.now() - startedAt)} ms`);
  phase("database, storage and services ready");
  if (config.databaseUrl && !config.authSecret) {
    log.warn("BETTER_AUTH_SECRET is not set: this instance signs sessions with a secret of its own data directory; set the same secret on every instance");
  }
  // Generations a previous process left unfinished are settled before new ones start. The embedded
  // database has one process (the data-directory lock), so everything it finds was left by a dead one.
  const exclusive = runtime.database.kind === "pglite";
  await runtime.deps.generations.startSweeping({ exclusive });
  await removeStaleSpoolFiles(config.dataDir, exclusive ? new Date() : new Date(Date.now() - 3600_000));
  phase("unfinished generations settled");
  const lifecycle: Lifecycle = { shuttingDown: false };
  const { app } = createApp(runtime.deps, { checks: runtime.checks, lifecycle });
  phase("routes built");

  log.info(describeBillingMode(config.billing));
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, websocket: webSocketServer() }, (info) => {
    const ms = Math.round(performance.now() - startedAt);
    log.info(
      `Vocable is listening on ${config.publicUrl} (port ${info.port}, ${runtime.database.kind} database, ${jobs.backend} jobs, data in ${config.dataDir}; started in ${ms} ms)`,
    );
  }) as Server;
  keepIdleConnections(server);

  // Background work starts once requests are served: nothing a request needs waits for it.
  await jobs.start();
  await jobs.schedule(DAILY_CLEANUP_JOB, DAILY_CLEANUP_CRON, DAILY_CLEANUP_JOB, {});
  await jobs.schedule(BILLING_TICK_JOB, BILLING_TICK_CRON, BILLING_TICK_JOB, {});
  await jobs.schedule(PRODUCTIONS_TICK_JOB, PRODUCTIONS_TICK_CRON, PRODUCTIONS_TICK_JOB, {});
  const stopUnsentSweep = startUnsentDeliverySweep(runtime.deps);
  const stopVoiceRefresh = startEngineVoiceRefresh(runtime.deps);
  if (config.previewWarmUp) await jobs.enqueue(WARM_PREVIEWS_JOB, {}, { idempotencyKey: warmPreviewsKey() });
  phase("jobs started");
  // SPEECH_WARM_THREADS synthesis and codec threads load their engines now and stay: the first
  // sound after start or after an idle spell does not wait for a thread to start.
  runtime.deps.speech.prewarm();
  // With warm threads (paying memory for latency), instant cloning's fixed candidates are judged
  // once now too, so the first clone does not wait for them; otherwise the first clone judges them
  // (about 30 CPU-seconds, and the speaker thread would stay loaded on an idle server).
  const stopCloningWarmUp = config.speechWarmThreads > 0 ? startVoiceCloningWarmUp(runtime.deps) : () => {};

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.shuttingDown = true;
    stopUnsentSweep();
    stopVoiceRefresh();
    stopCloningWarmUp();
    const timeoutMs = config.shutdownTimeoutSeconds * 1000;
    log.info(`${signal} received: finishing requests and jobs (at most ${config.shutdownTimeoutSeconds} s), then exiting`);
    // Stop accepting connections; idle keep-alive connections would hold close() open, and so would
    // one that goes idle after its last answer (a client's pool keeps it for the keep-alive time):
    // they are closed as they go idle.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    await Promise.all([settlesWithin(closed, timeoutMs), jobs.stop(timeoutMs)]);
    clearInterval(closeIdle);
    // The API request log's buffered rows (a streaming request's row is in it from its start).
    await requestLogWriter(runtime.deps).flush();
    // Streams still running after the drain time end with an error (never a short 200 that looks
    // complete) and settle before the database closes.
    await runtime.close();
    // Those streams are writing their last line now: let their responses end (a socket destroyed
    // at once could drop it and look like a complete answer) before cutting what is left.
    await settlesWithin(closed, 2000);
    server.closeAllConnections();
    unlock();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error("Vocable could not start:", err);
  }
  process.exit(1);
});
