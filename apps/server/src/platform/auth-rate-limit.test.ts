import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

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

  it("limits sign-up and the other credential endpoints the same way", async () => {
    const user = await t.signUp();
    const cases: Array<{ path: string; body: unknown; cookie?: string }> = [
      { path: "/sign-up/email", body: { name: "X", email: user.email, password: "correct horse battery" } },
      { path: "/request-password-reset", body: { email: user.email } },
      { path: "/reset-password", body: { newPassword: "another good password", token: "not-a-token" } },
      { path: "/change-password", body: { currentPassword: "wrong password", newPassword: "another good password" }, cookie: user.cookie },
      { path: "/send-verification-email", body: { email: user.email } },
    ];
    for (const { path, body, cookie } of cases) {
      const ip = freshAddress();
      for (let i = 0; i < LIMIT; i++) {
        expect((await post(path, ip, body, cookie)).status, `${path} attempt ${i + 1}`).not.toBe(429);
      }
      expect((await post(path, ip, body, cookie)).status, path).toBe(429);
    }
  });
});
