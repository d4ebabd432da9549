import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

const PUBLIC_URL = "https://vocable.example.com";
let t: TestApp;
let user: TestUser;
let base: URL;
// A built web app beside a file that must never be served.
const outside = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-hostile-"));
const webDist = path.join(outside, "dist");

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, "assets"), { recursive: true });
  fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Vocable</title>");
  fs.writeFileSync(path.join(webDist, "assets", "app.js"), "console.log('app')");
  fs.writeFileSync(path.join(outside, "secret.txt"), "SECRET");
  t = await createTestApp({ PUBLIC_URL, WEB_DIST: webDist });
  user = await t.signUp();
  base = new URL(await t.listen());
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(outside, { recursive: true, force: true });
});

/** A GET over a real socket with the headers a hostile client chooses, Host included. */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Raw bytes on a socket, for what no HTTP client library will send; the whole reply. */
function rawReply(head: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    // write, not end: a half-closed socket lets Node abort a response that takes a database round trip.
    const socket = net.connect({ host: base.hostname, port: Number(base.port) }, () => socket.write(head));
    let reply = "";
    socket.on("data", (c: Buffer) => (reply += c.toString("latin1")));
    socket.on("close", () => resolve(reply));
    socket.on("error", reject);
  });
}

/** The status code of a raw request. */
const rawRequest = async (head: Buffer) => Number(/^HTTP\/1\.1 (\d{3})/.exec(await rawReply(head))?.[1] ?? 0);

const rawGet = (path: string, headerLine: Buffer) =>
  rawRequest(Buffer.concat([Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${base.host}\r\nConnection: close\r\n`, "latin1"), headerLine, Buffer.from("\r\n\r\n")]));

describe("a hostile Host header", () => {
  const hostile = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http", forwarded: "host=evil.example" };

  it("never reaches a URL the server returns: previews, the OpenAPI servers, the docs", async () => {
    const voices = await get("/v1/voices", { ...hostile, "xi-api-key": user.apiKey });
    expect(voices.status).toBe(200);
    const list = JSON.parse(voices.body) as { voices: { voice_id: string; preview_url: string; verified_languages: { preview_url: string }[] }[] };
    const voice = list.voices[0];
    expect(voice.preview_url).toBe(`${PUBLIC_URL}/v1/voices/${voice.voice_id}/preview.mp3`);
    expect(voice.verified_languages[0].preview_url).toBe(voice.preview_url);

    const pages = [
      await get("/v2/voices?page_size=3", { ...hostile, "xi-api-key": user.apiKey }),
      await get(`/v1/voices/${voice.voice_id}`, { ...hostile, "xi-api-key": user.apiKey }),
      await get("/openapi.json", hostile),
      await get("/docs", hostile),
      await get("/v1/history", { ...hostile, "xi-api-key": user.apiKey }),
      await get("/v1/user", { ...hostile, "xi-api-key": user.apiKey }),
      await get("/v1/no/such/route", hostile),
    ];
    for (const page of pages) {
      expect(page.status, page.body.slice(0, 200)).toBeLessThan(500);
      expect(page.body).not.toContain("evil.example");
    }
    expect((JSON.parse(pages[2].body) as { servers: { url: string }[] }).servers).toEqual([{ url: PUBLIC_URL }]);
    expect(pages[0].body).toContain(`${PUBLIC_URL}/v1/voices/`);
  });
});

describe("credentials no client library would send", () => {
  it("refuses NUL and control characters in the API key and the cookie before anything is looked up", async () => {
    for (const line of [
      Buffer.from("xi-api-key: sk_\u0000abc", "latin1"),
      Buffer.from("xi-api-key: sk_\u0001\u001b[31m", "latin1"),
      Buffer.from("cookie: better-auth.session_token=a\u0000b", "latin1"),
      Buffer.from("authorization: Bearer \u0000", "latin1"),
    ]) {
      expect(await rawGet("/v1/user", line)).toBe(400);
    }
  });

  it("answers 401 for an API key or a session cookie in bytes that are not UTF-8", async () => {
    expect(await rawGet("/v1/user", Buffer.from([...Buffer.from("xi-api-key: sk_"), 0xff, 0xfe, 0xed, 0xa0, 0x80]))).toBe(401);
    expect(await rawGet("/v1/user", Buffer.from([...Buffer.from("cookie: better-auth.session_token="), 0xff, 0xed, 0xa0, 0x80, 0x2e, 0x41]))).toBe(401);
    expect(await rawGet("/v1/user", Buffer.from([...Buffer.from("cookie: __Secure-better-auth.session_token=%00%ED%A0%80."), 0x41]))).toBe(401);
    // The server is still there for a well-behaved client.
    expect((await get("/v1/user", { "xi-api-key": user.apiKey })).status).toBe(200);
  });
});

describe("the auth routes (Better Auth, outside /openapi.json)", () => {
  const origin = "http://localhost:8080";
  const post = (path: string, body: unknown, cookie?: string) =>
    t.request(`/api/auth${path}`, { method: "POST", headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) }, body: typeof body === "string" ? body : JSON.stringify(body) });
  const password = "correct horse battery";

  it("refuses NUL, lone surrogates and control characters with a 400 that names the field", async () => {
    const cases: [string, unknown, string?][] = [
      ["/sign-up/email", { name: "a\u0000b", email: "nul@example.com", password }],
      ["/sign-up/email", { name: "a\ud800b", email: "surrogate@example.com", password }],
      ["/sign-up/email", { name: "a\u001bb", email: "control@example.com", password }],
      ["/sign-up/email", { name: "ok", email: "pw@example.com", password: `${password}\u0000` }],
      ["/sign-up/email", { name: "ok", email: "image@example.com", password, image: "\ud800" }],
      ["/two-factor/enable", { password: "\ud800" }, user.cookie],
      ["/sign-in/email", { email: user.email, password: "\udc00" }],
    ];
    for (const [path, body, cookie] of cases) {
      const res = await post(path, body, cookie);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      const error = (await res.json()) as { message: string; code: string; detail: { message: string } };
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message).toMatch(/^body\.\w+: Must /);
      expect(error.detail.message).toBe(error.message);
    }
    const me = (await (await t.request("/v1/user", { headers: { "xi-api-key": user.apiKey } })).json()) as { first_name: string | null };
    expect(me.first_name).not.toContain("\u0000");
  });

  it("takes any other character in a password, and malformed bodies stay Better Auth's 4xx", async () => {
    const res = await post("/sign-up/email", { name: "Zoë 😀", email: "tab@example.com", password: `${password}\t\u0001` });
    expect(res.status).toBe(200);
    expect((await post("/sign-in/email", { email: "tab@example.com", password: `${password}\t\u0001` })).status).toBe(200);
    for (const body of ["not json", "[".repeat(10_000) + "]".repeat(10_000), '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000)]) {
      const status = (await post("/sign-up/email", body)).status;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  it("refuses NUL in a query parameter", async () => {
    const res = await t.request("/api/auth/get-session?disableCookieCache=a%00b");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^query\.disableCookieCache: Must not contain NUL/);
  });
});

describe("paths that climb out of the web app's files", () => {
  it("never serve a file outside the build, and never fail", async () => {
    expect((await get("/assets/app.js", {})).body).toBe("console.log('app')");
    for (const p of ["/assets/..%2F..%2Fsecret.txt", "/..%2Fsecret.txt", "/%2e%2e/secret.txt", "/assets/%2e%2e%2f%2e%2e%2fsecret.txt", "/assets/..%5C..%5Csecret.txt", "/assets/app.js%00.txt", "/assets/%ED%A0%80.js", "/assets/%FF.js"]) {
      const res = await get(p, {});
      expect(res.status, p).toBeLessThan(500);
      expect(res.body, p).not.toContain("SECRET");
    }
    for (const target of ["/assets/../../secret.txt", "/../secret.txt", "/assets/..\\..\\secret.txt"]) {
      const reply = await rawReply(Buffer.from(`GET ${target} HTTP/1.1\r\nHost: ${base.host}\r\nConnection: close\r\n\r\n`));
      expect(reply, target).toMatch(/^HTTP\/1\.1 [234]\d\d /);
      expect(reply, target).not.toContain("SECRET");
    }
  });
});
