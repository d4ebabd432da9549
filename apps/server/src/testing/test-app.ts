import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { SpeechService } from "@vocable/speech";
import { createApp } from "../app";
import type { Database } from "../db/client";
import type { AppDeps } from "../platform/app-env";
import { createAuth } from "../platform/auth";
import { loadConfig } from "../platform/env";
import { createLogger } from "../platform/logger";
import { createLocalStorage } from "../platform/storage/local-storage";
import { createTestDatabase } from "./test-database";

let sharedSpeech: SpeechService | null = null;

/** One speech service per test file: its worker threads are the slow part to start. */
export function testSpeech(): SpeechService {
  sharedSpeech ??= new SpeechService({ workers: 1, maxQueue: 8 });
  return sharedSpeech;
}

export interface TestUser {
  email: string;
  cookie: string;
  apiKey: string;
  userId: string;
  workspaceId: string;
}

export interface TestApp {
  deps: AppDeps;
  database: Database;
  /** Calls the app in-process (no socket), like a client would. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** Signs a new user up through Better Auth and gives them an API key. */
  signUp(name?: string): Promise<TestUser>;
  /** Starts a real HTTP server (for SDK and streaming tests) and returns its base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * A complete app on a fresh database and data directory, with the real engines. `database`
 * (migrated; closed with the app) replaces the fresh one, e.g. a benchmark's on-disk PGlite.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { speech?: SpeechService; database?: Database } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-test-"));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: "8080", LOG_LEVEL: "silent", SIGN_IN_RATE_LIMIT: "1000", ...env });
  const database = opts.database ?? (await createTestDatabase());
  const deps: AppDeps = {
    config,
    db: database.db,
    auth: createAuth({ config, db: database.db, secret: "test-secret-test-secret-test-secret-0123" }),
    storage: createLocalStorage(path.join(dataDir, "files")),
    speech: opts.speech ?? testSpeech(),
    log: createLogger(config.logLevel),
  };
  const { app } = createApp(deps);
  let server: ServerType | null = null;
  const base = "http://localhost:8080";

  const request = (pathname: string, init?: RequestInit) => Promise.resolve(app.request(new URL(pathname, base).toString(), init));

  async function signUp(name = "Test User"): Promise<TestUser> {
    const email = `user${process.pid}-${++counter}-${Date.now()}@example.com`;
    const res = await request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ name, email, password: "correct horse battery" }),
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const keyRes = await request("/v1/user/create-api-key", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: base },
      body: JSON.stringify({ name: "tests" }),
    });
    if (keyRes.status !== 200) throw new Error(`create-api-key failed: ${keyRes.status} ${await keyRes.text()}`);
    const { api_key } = (await keyRes.json()) as { api_key: string };
    const me = (await (await request("/v1/user", { headers: { "xi-api-key": api_key } })).json()) as { user_id: string; workspace_id: string };
    return { email, cookie, apiKey: api_key, userId: me.user_id, workspaceId: me.workspace_id };
  }

  async function listen(): Promise<string> {
    return new Promise((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(`http://127.0.0.1:${info.port}`));
    });
  }

  async function close() {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { deps, database, request, signUp, listen, close };
}
