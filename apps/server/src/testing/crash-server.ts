import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { compiledServer, startServer, type ServerProcess } from "./server-process";
import { createTestDatabaseUrl } from "./test-database";

export const CRASH_PUBLIC_URL = "http://vocable.test";

/**
 * For a kill -9 test (call inside its describe block): the compiled server, its own data directory
 * and, on PostgreSQL, its own database, removed afterwards with any server still running.
 * `start()` starts the server on them (again after a kill: the same database and files).
 */
export function crashServer(kind: "pglite" | "postgres", prefix: string, extraEnv: Record<string, string> = {}) {
  let build: Awaited<ReturnType<typeof compiledServer>>;
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>> | undefined;
  const started: ServerProcess[] = [];
  const fixture = {
    dataDir: "",
    env: {} as Record<string, string>,
    async start(): Promise<ServerProcess> {
      const server = await startServer(build.main, fixture.env);
      started.push(server);
      return server;
    },
  };

  beforeAll(async () => {
    build = await compiledServer();
    database = kind === "postgres" ? await createTestDatabaseUrl() : undefined;
    fixture.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    fixture.env = {
      DATA_DIR: fixture.dataDir,
      PUBLIC_URL: CRASH_PUBLIC_URL,
      SIGN_IN_RATE_LIMIT: "1000",
      // PostgreSQL: a generation not renewed for 2 s belongs to a dead process.
      JOB_LEASE_SECONDS: "2",
      SHUTDOWN_TIMEOUT_SECONDS: "1",
      WEB_DIST: path.join(os.tmpdir(), "vocable-no-web-app"),
      // The embedded database unless PostgreSQL is asked for, whatever the suite itself runs on.
      DATABASE_URL: database ? database.url : "",
      ...extraEnv,
    };
  }, 180_000);

  afterAll(async () => {
    for (const server of started) await server.kill();
    await database?.drop();
    fs.rmSync(fixture.dataDir, { recursive: true, force: true });
  });

  return fixture;
}
