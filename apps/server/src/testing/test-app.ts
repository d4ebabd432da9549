import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import { serve, type ServerType } from "@hono/node-server";
import { SpeechService } from "@vocable/speech";
import { createApp } from "../app";
import { consumeActionCode, createActionCode } from "#features/accounts/account-security/repo";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import type { Database } from "#db/client";
import type { AppDeps, Principal } from "#platform/app-env";
import { loadConfig } from "#platform/env";
import { keepIdleConnections, webSocketServer } from "#platform/http-server";
import type { AnswerFloors } from "#platform/answer-floor";
import type { Logger } from "#platform/logger";
import { createRuntime, type Runtime } from "#platform/runtime";
import { createTestDatabase } from "./test-database";
import { startTestS3 } from "./test-s3";

let sharedSpeech: SpeechService | null = null;

/** One speech service per test file: its worker threads are the slow part to start. */
export function testSpeech(): SpeechService {
  sharedSpeech ??= new SpeechService({ workers: 1, maxQueue: 8 });
  return sharedSpeech;
}

/** A workspace owner's signed-in session as the use cases see it (for tests that call them directly). */
export function ownerPrincipal(user: { userId: string; workspaceId: string }): Principal {
  return { userId: user.userId, workspaceId: user.workspaceId, via: "session", role: "admin", isServiceAccount: false, keyPermissions: null };
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
  runtime: Runtime;
  database: Database;
  /** Calls the app in-process (no socket), like a client would. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** Signs a new user up through Better Auth and gives them an API key. */
  signUp(name?: string): Promise<TestUser>;
  /** Records a fresh proof of mailbox access (sensitive actions such as creating API keys then go through for 10 minutes). */
  proveMailboxAccess(userId: string): Promise<void>;
  /** Starts a real HTTP server (for SDK and streaming tests) on 127.0.0.1, or `hostname`, and returns its base URL. */
  listen(hostname?: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;
/** The password of every account `signUp` makes. */
export const TEST_PASSWORD = "correct horse battery";

/**
 * A complete app on a fresh database and data directory, with the real engines. With `s3`, files
 * go to a bucket of an S3-protocol server started for this app. The job runner is built (kinds
 * registered) but not started: tests that need jobs start it themselves. `database` (migrated;
 * closed with the app) replaces the fresh one, e.g. a benchmark's on-disk PGlite.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { speech?: SpeechService; s3?: boolean; database?: Database; log?: Logger; answerFloors?: AnswerFloors } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-test-"));
  const s3 = opts.s3 ? await startTestS3() : null;
  const config = loadConfig({ DATA_DIR: dataDir, PORT: "8080", LOG_LEVEL: "silent", SIGN_IN_RATE_LIMIT: "1000", ...s3?.env, ...env });
  const database = opts.database ?? (await createTestDatabase());
  const runtime = await createRuntime(config, {
    database,
    speech: opts.speech ?? testSpeech(),
    authSecret: "test-secret-test-secret-test-secret-0123",
    jobPollMs: 50,
    // A mail.send job that failed runs again after 0.1 s, 0.2 s...: tests see the retry at once.
    mailRetryMs: 100,
    processMetrics: false,
    // Thousands of accounts sign up and in per run: a cheaper scrypt, same code (auth/password-hash.ts).
    passwordWorkFactor: 1024,
    // Every sign-up would wait out its 300 ms floor (the floor's own test asks for it).
    answerFloors: opts.answerFloors ?? { signUpMs: 0, accountEmailMs: 0 },
    log: opts.log,
  });
  const deps = runtime.deps;
  // A webhook.deliver job that failed runs again after 0.1 s, 0.2 s...
  const { app } = createApp(deps, { checks: runtime.checks, webhookRetryMs: 100 });
  let server: ServerType | null = null;
  const base = "http://localhost:8080";

  // Like a browser, a request with the session cookie names the page's origin (the server refuses
  // state-changing cookie requests from another site); a test can still send its own Origin.
  const request = (pathname: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (headers.has("cookie") && !headers.has("origin") && !headers.has("sec-fetch-site")) headers.set("origin", new URL(config.publicUrl).origin);
    return Promise.resolve(app.request(new URL(pathname, base).toString(), { ...init, headers }));
  };

  async function signUp(name = "Test User"): Promise<TestUser> {
    const email = `user${process.pid}-${++counter}-${Date.now()}@example.com`;
    const headers = { "content-type": "application/json", origin: base };
    const res = await request("/api/auth/sign-up/email", { method: "POST", headers, body: JSON.stringify({ name, email, password: TEST_PASSWORD }) });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    // Sign-up never signs in (see features/accounts/account-security/auth-options.ts): sign in as the user would.
    const signedIn = await request("/api/auth/sign-in/email", { method: "POST", headers, body: JSON.stringify({ email, password: TEST_PASSWORD }) });
    if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const me = (await (await request("/v1/user", { headers: { cookie } })).json()) as { user_id: string; workspace_id: string };
    // The key is made by the use case itself: over HTTP it needs a mailed proof, which the account tests cover.
    const { key } = await createApiKey(deps.db, ownerPrincipal({ userId: me.user_id, workspaceId: me.workspace_id }), { name: "tests" });
    return { email, cookie, apiKey: key, userId: me.user_id, workspaceId: me.workspace_id };
  }

  /** Records a fresh proof of mailbox access for a user, as following a mailed sensitive-action link does. */
  async function proveMailboxAccess(userId: string): Promise<void> {
    const now = new Date();
    const code = await createActionCode(deps.db, { userId, purpose: "sensitive-action", ttlMs: 60_000, now });
    await consumeActionCode(deps.db, { code, purpose: "sensitive-action", userId, now });
  }

  async function listen(hostname = "127.0.0.1"): Promise<string> {
    return new Promise((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname, websocket: webSocketServer() }, (info) => resolve(`http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${info.port}`));
      keepIdleConnections(server as Server);
    });
  }

  async function close() {
    // The test is over: connections its clients keep alive (undici's pool, a stream a test let go
    // of) would hold close() open for the server's 65 s keep-alive time.
    if (server) {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      (server as Server).closeAllConnections();
      await closed;
    }
    await runtime.close();
    await database.close();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { deps, runtime, database, request, signUp, proveMailboxAccess, listen, close };
}
