import { serve } from "@hono/node-server";
import { SpeechService } from "@vocable/speech";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { createAuth } from "./platform/auth";
import { resolveAuthSecret } from "./platform/auth-secret";
import { DataDirLockedError, lockDataDir } from "./platform/data-dir-lock";
import { ConfigError, loadConfig } from "./platform/env";
import { createLogger } from "./platform/logger";
import { createFileStorage } from "./platform/storage/create-file-storage";

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const unlock = lockDataDir(config.dataDir);
  const database = await openDatabase({ ...config, onIdleError: (err) => log.warn("a database connection was closed", err) });
  const speech = new SpeechService({ workers: config.speechWorkers, maxQueue: config.speechQueue });
  const deps = {
    config,
    log,
    db: database.db,
    auth: createAuth({ config, db: database.db, secret: resolveAuthSecret(config.authSecret, config.dataDir) }),
    storage: createFileStorage(config),
    speech,
  };
  const { app, previews } = createApp(deps);
  const shutdown = new AbortController();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(`Vocable is listening on ${config.publicUrl} (port ${info.port}, ${database.kind} database, data in ${config.dataDir})`);
    void previews.warm(shutdown.signal);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    shutdown.abort();
    log.info(`${signal} received, shutting down`);
    server.close();
    await speech.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("exit", unlock);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error("Vocable could not start:", err);
  }
  process.exit(1);
});
