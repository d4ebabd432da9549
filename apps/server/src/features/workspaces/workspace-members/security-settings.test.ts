import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "#db/schema/index";
import { jsonHeaders } from "#testing/account-flows";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";
import { getJson } from "#testing/workspace-teams";

let t: TestApp;
let voiceId: string;

beforeAll(async () => {
  t = await createTestApp();
  const someone = await t.signUp("Voice Reader");
  voiceId = (await getJson(t, "/v1/voices", someone)).body.voices[0].voice_id;
});
afterAll(() => t?.close());

/** A Cookie header with a response's Set-Cookie applied (Better Auth may rotate the session cookie). */
function applyCookies(cookie: string, res: Response): string {
  const jar = new Map(cookie.split("; ").filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(";")[0];
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

async function call(path: string, auth: { cookie?: string; apiKey?: string }, method = "GET", body?: unknown) {
  const headers = auth.cookie ? jsonHeaders(auth.cookie) : { "content-type": "application/json", "xi-api-key": auth.apiKey ?? "" };
  const res = await t.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.headers.get("content-type")?.includes("json")) return { status: res.status, body: await res.arrayBuffer() };
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const patchSecurity = (by: TestUser, body: unknown) => call("/v1/workspace/security", by, "PATCH", body);
const tts = (auth: { cookie?: string; apiKey?: string }) => call(`/v1/text-to-speech/${voiceId}`, auth, "POST", { text: "Hi.", model_id: "eleven_multilingual_v2" });

/** Turns TOTP on as the set-up dialog does (password, then the first code); returns the user with their session's cookie. */
async function enrollTwoFactor(u: TestUser): Promise<TestUser> {
  let cookie = u.cookie;
  const enable = await t.request("/api/auth/two-factor/enable", { method: "POST", headers: jsonHeaders(cookie), body: JSON.stringify({ password: TEST_PASSWORD }) });
  expect(enable.status).toBe(200);
  cookie = applyCookies(cookie, enable);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  const verify = await t.request("/api/auth/two-factor/verify-totp", { method: "POST", headers: jsonHeaders(cookie), body: JSON.stringify({ code: totp.generate() }) });
  expect(verify.status).toBe(200);
  return { ...u, cookie: applyCookies(cookie, verify) };
}

/** An admin (owner) with an editor in their workspace. */
async function team() {
  const admin = await t.signUp("Ada Admin");
  const editor = await joinWorkspace(t, await t.signUp("Eddie Editor"), admin.workspaceId, "editor");
  return { admin, editor };
}

describe("workspace security settings", () => {
  it("an admin sets the inactivity timeout and the two-factor requirement; GET /v1/workspace and /v1/user carry them", async () => {
    const { editor, ...rest } = await team();
    // Requiring two-factor needs it on the admin's own account first, or they would hold themselves back.
    const early = await patchSecurity(rest.admin, { mfa_required_for_users: true });
    expect(early.status).toBe(400);
    expect(early.body.detail.status).toBe("two_factor_setup_required");
    const admin = await enrollTwoFactor(rest.admin);
    const set = await patchSecurity(admin, { mfa_required_for_users: true, session_inactivity_timeout: 3600 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ mfa_required_for_users: true, session_inactivity_timeout: 3600 });
    expect((await getJson(t, "/v1/workspace", admin)).body).toMatchObject({ mfa_required_for_users: true, session_inactivity_timeout: 3600 });
    expect((await getJson(t, "/v1/user", editor)).body).toMatchObject({ workspace_requires_mfa: true, session_inactivity_timeout: 3600, totp_mfa_factor: null });
    // Only what is sent changes; null is "no timeout".
    expect((await patchSecurity(admin, { session_inactivity_timeout: null })).body).toMatchObject({ mfa_required_for_users: true, session_inactivity_timeout: null });
    expect((await patchSecurity(admin, { mfa_required_for_users: false })).body).toMatchObject({ mfa_required_for_users: false, session_inactivity_timeout: null });
    // Always the caller's own workspace: another admin's change does not touch it.
    const stranger = await t.signUp("Stranger");
    expect((await patchSecurity(stranger, { session_inactivity_timeout: 600 })).status).toBe(200);
    expect((await getJson(t, "/v1/workspace", admin)).body.session_inactivity_timeout).toBeNull();
  });

  it("editors are refused 403, with a session and with a key", async () => {
    const { editor } = await team();
    for (const auth of [{ cookie: editor.cookie }, { apiKey: editor.apiKey }]) {
      const res = await patchSecurity({ ...editor, ...auth, cookie: auth.cookie ?? "" }, { session_inactivity_timeout: 600 });
      expect(res.status).toBe(403);
      expect(res.body.detail.status).toBe("missing_permissions");
    }
  });

  it.each<[string, unknown]>([
    ["under 5 minutes", { session_inactivity_timeout: 299 }],
    ["zero", { session_inactivity_timeout: 0 }],
    ["not whole seconds", { session_inactivity_timeout: 600.5 }],
    ["over 24 days", { session_inactivity_timeout: 24 * 86400 + 1 }],
    ["not a number", { session_inactivity_timeout: "1h" }],
    ["not a boolean", { mfa_required_for_users: "yes" }],
  ])("a timeout %s is refused 422", async (_, body) => {
    const { admin } = await team();
    const res = await patchSecurity(admin, body);
    expect(res.status).toBe(422);
    expect((await getJson(t, "/v1/workspace", admin)).body).toMatchObject({ mfa_required_for_users: false, session_inactivity_timeout: null });
  });

  it("with two-factor required, a member without it can only set it up (or leave); afterwards the same calls pass", async () => {
    const { editor, ...rest } = await team();
    const admin = await enrollTwoFactor(rest.admin);
    expect((await patchSecurity(admin, { mfa_required_for_users: true })).status).toBe(200);
    // The admin, who has two-factor, is not held back.
    expect((await getJson(t, "/v1/history", admin)).status).toBe(200);

    for (const auth of [{ cookie: editor.cookie }, { apiKey: editor.apiKey }]) {
      const history = await call("/v1/history", auth);
      expect(history.status).toBe(403);
      expect(history.body.detail.status).toBe("two_factor_setup_required");
      expect(history.body.detail.message).toMatch(/requires two-factor/);
      expect((await tts(auth)).body.detail.status).toBe("two_factor_setup_required");
      expect((await call("/v1/workspace", auth)).status).toBe(403);
    }
    // What they need to find out why, and to set it up or go elsewhere.
    const me = await call("/v1/user", { cookie: editor.cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ workspace_requires_mfa: true, totp_mfa_factor: null });
    expect((await call("/v1/user/workspaces", { cookie: editor.cookie })).status).toBe(200);
    expect((await call("/v1/user/sessions", { cookie: editor.cookie })).status).toBe(200);
    expect((await call("/v1/workspace/invites", { cookie: editor.cookie })).status).toBe(200);

    const enrolled = await enrollTwoFactor(editor);
    expect((await call("/v1/history", { cookie: enrolled.cookie })).status).toBe(200);
    expect((await call("/v1/history", { apiKey: enrolled.apiKey })).status).toBe(200);
    expect((await tts({ apiKey: enrolled.apiKey })).status).toBe(200);
    expect((await call("/v1/workspace", { cookie: enrolled.cookie })).status).toBe(200);
  });

  it("a service account's key is not held back (service accounts have no sign-in, their keys are the credential)", async () => {
    const { admin: owner } = await team();
    const admin = await enrollTwoFactor(owner);
    const robot = await joinWorkspace(t, await t.signUp("Robot"), admin.workspaceId, "editor", "service_account");
    expect((await patchSecurity(admin, { mfa_required_for_users: true })).status).toBe(200);
    expect((await call("/v1/history", { apiKey: robot.apiKey })).status).toBe(200);
    expect((await tts({ apiKey: robot.apiKey })).status).toBe(200);
  });

  it("a person's own other workspace is not held back by one that requires two-factor", async () => {
    const { editor, ...rest } = await team();
    const admin = await enrollTwoFactor(rest.admin);
    expect((await patchSecurity(admin, { mfa_required_for_users: true })).status).toBe(200);
    expect((await call("/v1/history", { cookie: editor.cookie })).status).toBe(403);
    // Their personal workspace's key, and their session once switched back there, pass.
    const personal = (await call("/v1/user/workspaces", { cookie: editor.cookie })).body.workspaces.find((w: { workspace_id: string }) => w.workspace_id !== admin.workspaceId);
    expect((await call(`/v1/user/workspaces/${personal.workspace_id}/switch`, { cookie: editor.cookie }, "POST")).status).toBe(200);
    expect((await call("/v1/history", { cookie: editor.cookie })).status).toBe(200);
  });

  it("the inactivity timeout set through the API ends an idle session on the server", async () => {
    const { admin, editor } = await team();
    expect((await patchSecurity(admin, { session_inactivity_timeout: 300 })).status).toBe(200);
    expect((await call("/v1/user", { cookie: editor.cookie })).status).toBe(200);
    await t.deps.db.update(session).set({ lastActiveAt: new Date(Date.now() - 301_000) }).where(eq(session.userId, editor.userId));
    const res = await call("/v1/user", { cookie: editor.cookie });
    expect(res.status).toBe(401);
    expect(res.body.detail.status).toBe("session_expired");
    // The admin, active, is still signed in.
    expect((await call("/v1/user", { cookie: admin.cookie })).status).toBe(200);
  });
});
