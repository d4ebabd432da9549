import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, jsonHeaders } from "#testing/account-flows";
import { createTestApp, TEST_PASSWORD, type TestApp } from "#testing/test-app";
import { AUTH_HTTP_ENDPOINTS } from "./auth";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie?: string) => t.request(path, { method: "POST", headers: jsonHeaders(cookie), body: JSON.stringify(body) });

async function signIn(email: string, password = TEST_PASSWORD): Promise<Response> {
  return post("/api/auth/sign-in/email", { email, password });
}

async function sessionEmail(cookie: string): Promise<string | null> {
  const body = (await (await t.request("/api/auth/get-session", { headers: { cookie } })).json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

describe("Better Auth over HTTP", () => {
  it("serves only the endpoints the web app uses", () => {
    expect(AUTH_HTTP_ENDPOINTS).toEqual([
      "POST /sign-up/email",
      "POST /sign-in/email",
      "POST /sign-out",
      "GET /get-session",
      "POST /two-factor/enable",
      "POST /two-factor/verify-totp",
      "POST /sign-in/sso",
      "GET /sso/callback",
    ]);
  });

  it("answers 404 in the API's error shape for every other endpoint, and does nothing", async () => {
    const user = await t.signUp();
    const other = cookieOf(await signIn(user.email));
    const closed: Array<[string, string, unknown]> = [
      ["POST", "/change-password", { currentPassword: TEST_PASSWORD, newPassword: "a brand new passphrase", revokeOtherSessions: false }],
      ["POST", "/request-password-reset", { email: user.email }],
      ["POST", "/forget-password", { email: user.email }],
      ["POST", "/send-verification-email", { email: user.email }],
      ["POST", "/reset-password", { newPassword: "a brand new passphrase", token: "not-a-token" }],
      ["POST", "/update-user", { name: "Renamed" }],
      ["POST", "/change-email", { newEmail: "elsewhere@example.com" }],
      ["POST", "/delete-user", { password: TEST_PASSWORD }],
      ["GET", "/list-sessions", undefined],
      ["POST", "/revoke-sessions", {}],
      ["POST", "/revoke-other-sessions", {}],
      ["GET", "/verify-email?token=x", undefined],
      ["POST", "/two-factor/disable", { password: TEST_PASSWORD }],
      ["POST", "/two-factor/remove-with-backup-code", { code: "abcde-fghij" }],
      ["GET", "/ok", undefined],
      // The SSO plugin's provider management: Vocable's /v1/workspace/identity-providers routes do it.
      ["POST", "/sso/register", { providerId: "evil", issuer: "https://idp.example", domain: "example.com", oidcConfig: { clientId: "x", clientSecret: "y" } }],
      ["GET", "/sso/providers", undefined],
      ["POST", "/sso/delete-provider", { providerId: "x" }],
      ["POST", "/sso/request-domain-verification", { providerId: "x" }],
      ["POST", "/sso/verify-domain", { providerId: "x" }],
      ["GET", "/sso/callback/some-provider?code=x&state=y", undefined],
      ["GET", "/sso/saml2/sp/metadata?providerId=x", undefined],
      // Served endpoints with another method or a trailing slash are not served either.
      ["GET", "/sign-in/email", undefined],
      ["POST", "/get-session", {}],
      ["POST", "/sign-out/", {}],
    ];
    for (const [method, path, body] of closed) {
      const res = await t.request(`/api/auth${path}`, { method, headers: jsonHeaders(user.cookie), body: body === undefined ? undefined : JSON.stringify(body) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json(), `${method} ${path}`).toEqual({ detail: { status: "not_found", message: expect.stringMatching(/^No route for /) } });
    }
    // Nothing happened: the password, the name, the address and both sessions are as they were.
    expect((await signIn(user.email)).status).toBe(200);
    expect(await sessionEmail(user.cookie)).toBe(user.email);
    expect(await sessionEmail(other)).toBe(user.email);
    const me = (await (await t.request("/v1/user", { headers: { cookie: user.cookie } })).json()) as { first_name: string; email: string };
    expect(me.email).toBe(user.email);
    expect(me.first_name).not.toBe("Renamed");
  });

  it("still serves sign-up, sign-in, the session check and sign-out", async () => {
    const email = `served-${Date.now()}@example.com`;
    expect((await post("/api/auth/sign-up/email", { name: "Served", email, password: TEST_PASSWORD })).status).toBe(200);
    const cookie = cookieOf(await signIn(email));
    expect(await sessionEmail(cookie)).toBe(email);
    expect((await post("/api/auth/sign-out", {}, cookie)).status).toBe(200);
    expect(await sessionEmail(cookie)).toBeNull();
  });
});
