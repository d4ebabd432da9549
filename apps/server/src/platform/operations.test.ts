import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#testing/test-app";
import { signUpAndSignIn } from "#testing/http-account";
import { compiledServer, startServer } from "#testing/server-process";
import { createTestDatabaseUrl } from "#testing/test-database";
import { waitFor } from "@vocable/speech/test-support";
import { createLogger, withLogContext } from "./logger";
import { metricsAccess } from "./operations";

const TOKEN = "metrics-token-0123456789";

describe("readiness and metrics", () => {
  let app: TestApp;
  afterEach(() => app?.close());

  it("is ready when every part answers, and names the part that does not", async () => {
    app = await createTestApp();
    const ready = await app.request("/ready");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", down: [], checks: { database: "ok", storage: "ok" } });
    await app.close();

    // Redis that does not answer (nothing listens on port 1): /ready says which part is down.
    app = await createTestApp({ REDIS_URL: "redis://127.0.0.1:1" });
    const down = await app.request("/ready");
    expect(down.status).toBe(503);
    const body = (await down.json()) as { status: string; down: string[]; checks: Record<string, string> };
    expect(body.status).toBe("unavailable");
    expect(body.down).toEqual(["redis"]);
    expect(body.checks.database).toBe("ok");
    expect((await app.request("/health")).status).toBe(200); // liveness is not readiness
  });

  it("serves Prometheus metrics by route template, behind the token when one is set", async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN });
    const user = await app.signUp();
    const voices = (await (await app.request("/v1/voices", { headers: { "xi-api-key": user.apiKey } })).json()) as { voices: { voice_id: string }[] };
    const speak = await app.request(`/v1/text-to-speech/${voices.voices[0].voice_id}`, {
      method: "POST",
      headers: { "content-type": "application/json", "xi-api-key": user.apiKey },
      body: JSON.stringify({ text: "Count me." }),
    });
    expect(speak.status).toBe(200);
    await app.request("/v1/history/no-such-item", { headers: { "xi-api-key": user.apiKey } });

    expect((await app.request("/metrics")).status).toBe(401);
    expect((await app.request("/metrics", { headers: { authorization: "Bearer wrong-token-wrong-token" } })).status).toBe(401);
    const res = await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/vocable_http_requests_total\{method="POST",route="\/v1\/text-to-speech\/:voice_id",status="200"\} 1/);
    expect(text).toMatch(/vocable_http_requests_total\{method="GET",route="\/v1\/history\/:history_item_id",status="404"\} 1/);
    expect(text).not.toContain("no-such-item");
    expect(text).toMatch(/vocable_http_request_duration_seconds_bucket\{le="[^"]+",method="GET"/);
    expect(text).toMatch(/vocable_characters_charged_total 9/);
    expect(text).toMatch(/vocable_speech_synthesis_seconds_count\{engine="[a-z-]+"\} [1-9]/);
    expect(text).toMatch(/vocable_speech_encoding_seconds_count\{codec="mp3"\} [1-9]/);
    expect(text).toMatch(/vocable_speech_queue_wait_seconds_count [1-9]/);
    expect(text).toMatch(/vocable_speech_queue_depth 0/);
    // The sign-up queued its verification e-mail (this app's runner is not started): the gauge counts it.
    expect(text).toMatch(/vocable_jobs\{state="waiting"\} [1-9]/);
  });

  it("keeps /metrics off without METRICS_TOKEN unless the server listens on loopback, and says so once at start-up", async () => {
    const lines: string[] = [];
    const log = { debug() {}, info: (msg: string) => void lines.push(msg), warn: (msg: string) => void lines.push(msg), error() {} };
    // The default HOST, 0.0.0.0: reachable from the network, so no token means no metrics.
    app = await createTestApp({}, { log });
    const off = await app.request("/metrics");
    expect(off.status).toBe(404);
    expect(await off.json()).toEqual({ detail: { status: "not_found", message: expect.stringContaining("METRICS_TOKEN") } });
    expect((await app.request("/metrics", { headers: { authorization: "Bearer anything-at-all-here" } })).status).toBe(404);
    expect(lines.filter((l) => l.includes("metrics are off"))).toHaveLength(1);
    expect(lines.find((l) => l.includes("metrics are off"))).toContain("METRICS_TOKEN");
    await app.close();

    // Bound to this machine only: open without a token (a scraper on the same host).
    for (const host of ["127.0.0.1", "::1", "localhost"]) {
      lines.length = 0;
      app = await createTestApp({ HOST: host }, { log });
      const open = await app.request("/metrics");
      expect(open.status, host).toBe(200);
      expect(await open.text()).toContain("vocable_http_requests_total");
      expect(lines.some((l) => l.includes("metrics are off"))).toBe(false);
      await app.close();
    }

    // With a token, the token decides, whatever the address.
    app = await createTestApp({ HOST: "127.0.0.1", METRICS_TOKEN: TOKEN });
    expect((await app.request("/metrics")).status).toBe(401);
    expect((await app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });
});

describe("who may read /metrics", () => {
  it("reads HOST as loopback only for 127.0.0.0/8, ::1 and localhost", () => {
    for (const host of ["127.0.0.1", "127.0.0.53", "::1", "[::1]", "localhost", "LOCALHOST"]) expect(metricsAccess({ host }), host).toBe("open");
    for (const host of ["0.0.0.0", "::", "192.168.1.10", "10.0.0.1", "example.com", "localhost.example.com", "128.0.0.1"]) expect(metricsAccess({ host }), host).toBe("off");
    expect(metricsAccess({ host: "0.0.0.0", metricsToken: TOKEN })).toBe("token");
  });
});

describe("JSON logs", () => {
  it("carry the request id on every line written while handling the request", () => {
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => lines.push(chunk) > 0) as typeof process.stdout.write;
    try {
      const log = createLogger("info", "json");
      withLogContext({ requestId: "req-123" }, () => {
        log.info("inside");
        void Promise.resolve().then(() => log.info("later, same request"));
      });
      log.info("outside");
    } finally {
      process.stdout.write = write;
    }
    return Promise.resolve().then(() => {
      const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(parsed.find((l) => l.msg === "inside")).toMatchObject({ level: "info", requestId: "req-123" });
      expect(parsed.find((l) => l.msg === "outside")).not.toHaveProperty("requestId");
    });
  });
});

describe("the compiled server", () => {
  let build: Awaited<ReturnType<typeof compiledServer>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-compiled-"));
  // On the PostgreSQL pass the server gets a database of its own (it migrates it at start-up)
  // instead of inheriting DATABASE_URL, the server's shared database.
  let database: { url: string; drop(): Promise<void> } | null = null;
  beforeAll(async () => {
    [build, database] = await Promise.all([compiledServer(), process.env.DATABASE_URL ? createTestDatabaseUrl(process.env.DATABASE_URL) : null]);
  }, 180_000);
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts with plain node on a new data directory, speaks, and on SIGTERM finishes a stream in flight before exiting 0", async () => {
    // A drain bound well above the stream's length: on a loaded 2-core machine the default 10 s can
    // pass before the last sentence is made, and the server then rightly cuts the stream.
    const server = await startServer(build.main, {
      DATA_DIR: dataDir,
      ...(database && { DATABASE_URL: database.url }),
      SECURE_COOKIES: "false",
      LOG_FORMAT: "json",
      WEB_DIST: path.join(dataDir, "no-web-app"),
      SHUTDOWN_TIMEOUT_SECONDS: "90",
    });
    const origin = server.url;
    const cookie = await signUpAndSignIn(server.url, { name: "Compiled", email: `compiled-${Date.now()}@example.com`, password: "correct horse battery", origin });
    const voices = (await (await fetch(`${server.url}/v1/voices`, { headers: { cookie } })).json()) as { voices: { voice_id: string }[] };
    const text = "The first sentence goes out at once. ".repeat(3) + "Then the server is asked to stop, and this stream still ends properly. ".repeat(6);
    const res = await fetch(`${server.url}/v1/text-to-speech/${voices.voices[0].voice_id}/stream?output_format=pcm_16000`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin },
      body: JSON.stringify({ text }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read(); // synthesis runs in worker threads loaded from the compiled files
    expect(first.value!.length).toBeGreaterThan(0);

    const exit = server.stop(); // SIGTERM with the stream half sent
    let bytes = first.value!.length;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
    }
    expect(await exit).toBe(0);
    // The whole text was delivered: 16-bit samples at 16 kHz, well over the first sentence's worth.
    expect(bytes).toBeGreaterThan(16000 * 2 * 5);
    expect(server.output.some((l) => l.includes('"msg":"stopped"'))).toBe(true);
    await waitFor("the data directory to be unlocked", () => !fs.existsSync(path.join(dataDir, "vocable.lock")));
  }, 120_000);
});
