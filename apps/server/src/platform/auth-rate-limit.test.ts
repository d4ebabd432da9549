import { randomInt } from "node:crypto";
import { TOO_MANY_ATTEMPTS } from "@vocable/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#testing/test-app";

const LIMIT = 4;
const ORIGIN = "http://localhost:8080";
let t: TestApp;

beforeAll(async () => {
  // Behind a trusted proxy, X-Forwarded-For names the client: each test calls from its own address.
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: "true" });
});
afterAll(async () => {
  await t.close();
});

/** A client address no other test (or earlier run in this process) has used. */
function freshAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function v1(path: string, ip: string, body: unknown, cookie?: string) {
  return t.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

function post(path: string, ip: string, body: unknown, cookie?: string) {
  return t.request(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

describe("auth rate limits", () => {
  it("never limits the session check: 300 calls from one address all answer the session", async () => {
    const user = await t.signUp();
    const ip = freshAddress();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const res = await t.request("/api/auth/get-session", { headers: { cookie: user.cookie, "x-forwarded-for": ip } });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      const body = (await res.json()) as { user?: { email: string } } | null;
      expect(body?.user?.email).toBe(user.email);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 300 });
  });

  it("answers 429 to the (SIGN_IN_RATE_LIMIT+1)-th sign-in within a minute, per address", async () => {
    const user = await t.signUp();
    const ip = freshAddress();
    for (let i = 0; i < LIMIT; i++) {
      expect((await post("/sign-in/email", ip, { email: user.email, password: "wrong password" })).status).toBe(401);
    }
    const limited = await post("/sign-in/email", ip, { email: user.email, password: "correct horse battery" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toHaveProperty("message");

    // Another address still signs in, and the limited address still reads its session.
    expect((await post("/sign-in/email", freshAddress(), { email: user.email, password: "correct horse battery" })).status).toBe(200);
    const session = await t.request("/api/auth/get-session", { headers: { cookie: user.cookie, "x-forwarded-for": ip } });
    expect(session.status).toBe(200);
  });

  it("limits sign-up and the second-factor step the same way", async () => {
    const user = await t.signUp();
    const cases: Array<{ path: string; body: unknown; cookie?: string }> = [
      { path: "/sign-up/email", body: { name: "X", email: user.email, password: "correct horse battery" } },
      { path: "/two-factor/verify-totp", body: { code: "000000" } },
    ];
    for (const { path, body, cookie } of cases) {
      const ip = freshAddress();
      for (let i = 0; i < LIMIT; i++) {
        expect((await post(path, ip, body, cookie)).status, `${path} attempt ${i + 1}`).not.toBe(429);
      }
      expect((await post(path, ip, body, cookie)).status, path).toBe(429);
    }
  });

  // Better Auth's own endpoints for these are not served over HTTP (platform/auth.ts
  // AUTH_HTTP_ENDPOINTS); the /v1 routes that do the same jobs keep the same limit per client.
  it("limits the /v1 e-mail requests and action codes per client like the credential endpoints", async () => {
    const cases: Array<{ path: string; body: () => unknown }> = [
      // A new address each time: the per-address limit (3 in 10 minutes) must not be what answers.
      { path: "/v1/user/send-password-reset-email", body: () => ({ email: `limit-${randomInt(1e9)}@example.com` }) },
      { path: "/v1/user/send-verification-email", body: () => ({ email: `limit-${randomInt(1e9)}@example.com` }) },
      { path: "/v1/user/action-codes/reset-password", body: () => ({ oob_code: "not-a-code", new_password: "another good password" }) },
    ];
    for (const { path, body } of cases) {
      const ip = freshAddress();
      for (let i = 0; i < LIMIT; i++) {
        expect((await v1(path, ip, body())).status, `${path} attempt ${i + 1}`).not.toBe(429);
      }
      const refused = await v1(path, ip, body());
      expect(refused.status, path).toBe(429);
      expect(await refused.json()).toEqual({ detail: { status: "too_many_attempts", message: TOO_MANY_ATTEMPTS } });
      // Another client is not held back.
      expect((await v1(path, freshAddress(), body())).status, path).not.toBe(429);
    }
  });

  it("limits password changes per user, whatever the client's address", async () => {
    const user = await t.signUp();
    const body = { current_password: "wrong password", new_password: "another good password" };
    for (let i = 0; i < 10; i++) expect((await v1("/v1/user/change-password", freshAddress(), body, user.cookie)).status, `attempt ${i + 1}`).toBe(400);
    const refused = await v1("/v1/user/change-password", freshAddress(), { ...body, current_password: "correct horse battery" }, user.cookie);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: { status: "too_many_attempts", message: TOO_MANY_ATTEMPTS } });
  });
});
