import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#platform/env";
import { createFileStorage } from "#platform/storage/create-file-storage";
import { createApiKeyWithProof, signUpAndSignIn } from "#testing/http-account";
import { compiledServer, metricValue, startServer, type ServerProcess } from "#testing/server-process";
import { createTestDatabaseUrl } from "#testing/test-database";
import { testRedisPrefix, testRedisUrl } from "#testing/test-redis";
import { startTestS3, type TestS3 } from "#testing/test-s3";
import { waitFor } from "@vocable/speech/test-support";
import { PREMADE_VOICES } from "@vocable/speech";

const PUBLIC_URL = "http://vocable.test";
const PASSWORD = "correct horse battery";

/**
 * Two compiled Vocable processes behind one (imaginary) load balancer, sharing one PostgreSQL
 * database, one Redis and one S3 bucket, as the README's topology describes.
 */
describe("two instances on PostgreSQL, Redis and S3", () => {
  let build: Awaited<ReturnType<typeof compiledServer>>;
  let s3: TestS3;
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  let redis: ReturnType<typeof testRedisPrefix>;
  const dataDirs: string[] = [];
  const running: ServerProcess[] = [];
  let env: Record<string, string>;

  const start = async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-instance-"));
    dataDirs.push(dataDir);
    const server = await startServer(build.main, { ...env, DATA_DIR: dataDir });
    running.push(server);
    return server;
  };
  const metrics = async (server: ServerProcess) => (await fetch(`${server.url}/metrics`)).text();
  const json = (body: unknown, extra: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin: PUBLIC_URL, ...extra },
    body: JSON.stringify(body),
  });

  beforeAll(async () => {
    [build, s3, database] = await Promise.all([compiledServer(), startTestS3(), createTestDatabaseUrl()]);
    redis = testRedisPrefix();
    env = {
      ...s3.env,
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: redis.prefix,
      BETTER_AUTH_SECRET: "two-instances-share-this-secret-0123456789",
      PUBLIC_URL,
      SIGN_IN_RATE_LIMIT: "4",
      SPEECH_WORKERS: "1",
      JOB_LEASE_SECONDS: "2",
      SHUTDOWN_TIMEOUT_SECONDS: "5",
      WEB_DIST: path.join(os.tmpdir(), "vocable-no-web-app"),
      // The warm-up each instance enqueues at start, which one of them runs.
      PREVIEW_WARM_UP: "true",
    };
  }, 180_000);

  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop()));
    await s3?.close();
    await database?.drop();
    await redis?.clear();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it("does a job once, and finishes on one instance what the other was killed in the middle of", async () => {
    // Each instance enqueues the preview warm-up at start with the same idempotency key.
    const a = await start();
    // A ceiling for a loaded machine (a fresh process starts its job runner after its first requests), not a timed assertion.
    await waitFor("A to run the warm-up", async () => metricValue(await metrics(a), 'vocable_jobs{state="active"}') === 1, 120_000);
    const b = await start();
    await a.kill();
    await waitFor(
      "B to finish the warm-up",
      async () => metricValue(await metrics(b), 'vocable_jobs_finished_total{kind="voices.warm-previews",outcome="completed"}') === 1,
      120_000,
    );
    const text = await metrics(b);
    // One job was made for the two enqueues, and it completed once (on B), with nothing of it still
    // running. (The queue's count of completed jobs is no measure: it also holds the schedules' jobs,
    // such as the billing tick every five minutes, which a run across such a minute completes.)
    expect(metricValue(text, 'vocable_jobs_finished_total{kind="voices.warm-previews",outcome="completed"}')).toBe(1);
    expect(metricValue(text, 'vocable_jobs{state="active"}')).toBe(0);
    // Every preview is in the shared bucket.
    const storage = await createFileStorage(loadConfig({ ...env, DATA_DIR: os.tmpdir() }));
    const previews = await storage.list("previews/");
    await storage.close();
    expect(previews.files.map((f) => f.key).sort()).toEqual(PREMADE_VOICES.map((v) => `previews/${v.voiceId}.mp3`).sort());
  }, 240_000);

  it("shares sessions, sign-in limits, history and audio between instances", async () => {
    const a = await start();
    const b = running.find((s) => s !== a && s.child.exitCode === null && s.child.signalCode === null)!;

    // A session made on A works on B.
    const email = `two-instances-${Date.now()}@example.com`;
    const cookie = await signUpAndSignIn(a.url, { name: "Ada", email, password: PASSWORD, origin: PUBLIC_URL });
    const meOnB = await fetch(`${b.url}/v1/user`, { headers: { cookie } });
    expect(meOnB.status).toBe(200);

    // Sign-in attempts made on either instance count against one limit (4 a minute): the sign-in
    // above was the first of them.
    const attempts: number[] = [];
    for (const server of [a, b, a, b, a]) {
      const res = await fetch(`${server.url}/api/auth/sign-in/email`, json({ email, password: "wrong password!" }));
      attempts.push(res.status);
    }
    expect(attempts).toEqual([401, 401, 401, 429, 429]);

    // Audio generated on A is listed by B and served by it, whole and in ranges.
    const apiKey = await createApiKeyWithProof(a.url, { cookie, email, origin: PUBLIC_URL, name: "two instances" });
    const voiceId = PREMADE_VOICES[0].voiceId;
    const tts = await fetch(`${a.url}/v1/text-to-speech/${voiceId}?output_format=mp3_22050_32`, {
      method: "POST",
      headers: { "content-type": "application/json", "xi-api-key": apiKey },
      body: JSON.stringify({ text: "Made on one instance, heard on the other." }),
    });
    expect(tts.status).toBe(200);
    const audio = new Uint8Array(await tts.arrayBuffer());
    const itemId = tts.headers.get("history-item-id")!;

    const list = (await (await fetch(`${b.url}/v1/history`, { headers: { "xi-api-key": apiKey } })).json()) as { history: { history_item_id: string }[] };
    expect(list.history.map((h) => h.history_item_id)).toEqual([itemId]);
    const whole = await fetch(`${b.url}/v1/history/${itemId}/audio`, { headers: { "xi-api-key": apiKey } });
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(audio);
    const ranged = await fetch(`${b.url}/v1/history/${itemId}/audio`, { headers: { "xi-api-key": apiKey, range: "bytes=100-299" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 100-299/${audio.length}`);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(audio.slice(100, 300));

    // Both say they are ready, naming every shared part.
    for (const server of [a, b]) {
      const ready = (await (await fetch(`${server.url}/ready`)).json()) as { checks: Record<string, string> };
      expect(ready.checks).toEqual({ database: "ok", redis: "ok", storage: "ok" });
    }
  }, 180_000);
});
