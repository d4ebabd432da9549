import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Example");
});
afterAll(() => t.close());

describe("GET /v1/user", () => {
  it("answers the user with the API key", async () => {
    const res = await t.request("/v1/user", { headers: { "xi-api-key": alice.apiKey } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      user_id: alice.userId,
      workspace_id: alice.workspaceId,
      email: alice.email,
      first_name: "Alice",
      is_new_user: true,
      is_api_key_hashed: true,
      seat_type: "workspace_admin",
      subscription: { tier: "free", status: "free", character_count: 0, character_limit: 10_000, voice_limit: 3, professional_voice_limit: 0 },
    });
    expect(body.xi_api_key_preview).toMatch(/^sk_\w{4}\.\.\.\w{4}$/);
    expect(res.headers.get("request-id")).toMatch(/^\w{20}$/);
    // The server's own time on the call, for a client's developer tools.
    expect(res.headers.get("server-timing")).toMatch(/^app;dur=\d+\.\d$/);
  });

  it("answers the user with the session cookie", async () => {
    const res = await t.request("/v1/user", { headers: { cookie: alice.cookie } });
    expect(res.status).toBe(200);
    expect((await res.json()).user_id).toBe(alice.userId);
  });

  it("refuses a request without credentials", async () => {
    const res = await t.request("/v1/user");
    expect(res.status).toBe(401);
    expect((await res.json()).detail.status).toBe("invalid_api_key");
  });

  it("refuses a wrong API key, and an empty one", async () => {
    for (const key of ["sk_wrong", ""]) {
      const res = await t.request("/v1/user", { headers: { "xi-api-key": key } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ detail: { status: "invalid_api_key", message: "Invalid API key." } });
    }
  });

  it("refuses a session cookie at once after sign-out, though it was just used", async () => {
    const bob = await t.signUp("Bob");
    expect((await t.request("/v1/user", { headers: { cookie: bob.cookie } })).status).toBe(200);
    const out = await t.request("/api/auth/sign-out", { method: "POST", headers: { cookie: bob.cookie, origin: "http://localhost:8080", "content-type": "application/json" }, body: "{}" });
    expect(out.status).toBe(200);
    const res = await t.request("/v1/user", { headers: { cookie: bob.cookie } });
    expect(res.status).toBe(401);
    expect((await res.json()).detail.message).toBe("Sign in, or send an API key in the xi-api-key header.");
  });
});

describe("GET /v1/user/subscription", () => {
  it("answers the free tier's limits and reset date", async () => {
    const res = await t.request("/v1/user/subscription", { headers: { "xi-api-key": alice.apiKey } });
    expect(res.status).toBe(200);
    const sub = await res.json();
    expect(sub).toMatchObject({ tier: "free", character_limit: 10_000, can_extend_character_limit: false, max_voice_add_edits: 55 });
    expect(sub.next_character_count_reset_unix).toBeGreaterThan(Date.now() / 1000);
  });
});

describe("sign-up", () => {
  it("gives every new user a separate workspace", async () => {
    const carol = await t.signUp("Carol");
    expect(carol.workspaceId).not.toBe(alice.workspaceId);
  });

  it("sets secure, SameSite=Strict, prefixed session cookies at sign-in", async () => {
    const headers = { "content-type": "application/json", origin: "http://localhost:8080" };
    const email = `dan-${Date.now()}@example.com`;
    await t.request("/api/auth/sign-up/email", { method: "POST", headers, body: JSON.stringify({ name: "Dan", email, password: "correct horse battery" }) });
    const res = await t.request("/api/auth/sign-in/email", { method: "POST", headers, body: JSON.stringify({ email, password: "correct horse battery" }) });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(cookie).toMatch(/^__Secure-vocable\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it("rate-limits repeated sign-in attempts", async () => {
    const limited = await createTestApp({ SIGN_IN_RATE_LIMIT: "3" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.request("/api/auth/sign-in/email", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:8080" },
          body: JSON.stringify({ email: "nobody@example.com", password: "wrong password" }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
