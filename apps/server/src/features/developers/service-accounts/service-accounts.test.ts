import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_SERVICE_ACCOUNTS_PER_WORKSPACE, SERVICE_ACCOUNT_EMAIL_DOMAIN } from "@vocable/domain";
import { account, session, user } from "#db/schema/index";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let other: TestUser;
let voiceId: string;

const jsonHeaders = (auth: Record<string, string>) => ({ ...auth, "content-type": "application/json" });
const cookie = (u: TestUser) => ({ cookie: u.cookie });
const key = (k: string) => ({ "xi-api-key": k });

async function call(path: string, auth: Record<string, string>, method = "GET", body?: unknown) {
  const res = await t.request(path, { method, headers: body === undefined ? auth : jsonHeaders(auth), body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { detail?: { status: string; message: string } } };
}

async function newServiceAccount(name: string, role?: "admin" | "editor"): Promise<string> {
  const res = await call("/v1/service-accounts", cookie(admin), "POST", { name, ...(role ? { role } : {}) });
  expect(res.status).toBe(200);
  return res.body["service-account-user-id"] as string;
}

async function newKey(id: string, body: Record<string, unknown>): Promise<{ "xi-api-key": string; key_id: string }> {
  const res = await call(`/v1/service-accounts/${id}/api-keys`, cookie(admin), "POST", body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { "xi-api-key": string; key_id: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp("Ada Admin");
  editor = await joinWorkspace(t, await t.signUp("Eddie Editor"), admin.workspaceId, "editor");
  other = await t.signUp("Olga Other");
  await t.proveMailboxAccess(admin.userId);
  const voices = await call("/v1/voices", key(admin.apiKey));
  voiceId = (voices.body.voices as { voice_id: string }[])[0].voice_id;
});
afterAll(() => t?.close());

describe("service accounts", () => {
  it("an admin creates one (an editor by default) and lists it apart from people, with its keys", async () => {
    const id = await newServiceAccount("CI pipeline");
    const created = await newKey(id, { name: "deploys", permissions: ["text_to_speech"], character_limit: 500 });
    expect(created["xi-api-key"]).toMatch(/^sk_/);

    const list = await call("/v1/service-accounts", key(editor.apiKey));
    expect(list.status).toBe(200);
    const accounts = list.body["service-accounts"] as { service_account_user_id: string; name: string; role: string; "api-keys": Record<string, unknown>[] }[];
    expect(accounts.map((a) => a.name)).toEqual(["CI pipeline"]);
    expect(accounts[0].role).toBe("editor");
    expect(accounts[0]["api-keys"]).toEqual([
      expect.objectContaining({ name: "deploys", key_id: created.key_id, service_account_user_id: id, permissions: ["text_to_speech"], character_limit: 500, character_count: 0, is_disabled: false }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created["xi-api-key"]);
    // The admin's own keys stay the admin's: the service account's key is not among them.
    const own = await call("/v1/user/api-keys", cookie(admin));
    expect((own.body.api_keys as { key_id: string }[]).map((k) => k.key_id)).not.toContain(created.key_id);
  });

  it("its key limited to text_to_speech generates speech but gets 403 on the history", async () => {
    const id = await newServiceAccount("Speaker");
    const { "xi-api-key": saKey } = await newKey(id, { name: "tts only", permissions: ["text_to_speech"] });
    const tts = await t.request(`/v1/text-to-speech/${voiceId}?output_format=pcm_16000`, { method: "POST", headers: jsonHeaders(key(saKey)), body: JSON.stringify({ text: "Hi." }) });
    expect(tts.status).toBe(200);
    expect((await tts.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const history = await call("/v1/history", key(saKey));
    expect(history.status).toBe(403);
    expect(history.body.detail?.status).toBe("missing_permissions");
  });

  it("GET /v1/user from its key answers for the account, in the workspace", async () => {
    const id = await newServiceAccount("Reader", "admin");
    const { "xi-api-key": saKey } = await newKey(id, { name: "reads", permissions: ["user_read", "workspace_read"] });
    const me = await call("/v1/user", key(saKey));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user_id: id, workspace_id: admin.workspaceId, first_name: null, is_new_user: false, seat_type: "workspace_admin" });
    expect(String(me.body.email)).toMatch(new RegExp(`@${SERVICE_ACCOUNT_EMAIL_DOMAIN.replace(".", "\\.")}$`));
  });

  it("only a session or a key given service_account_write may manage them; an editor may not", async () => {
    const id = await newServiceAccount("Managed");
    // The admin's default key lacks service_account_write (it is given by name only).
    expect((await call("/v1/service-accounts", key(admin.apiKey), "POST", { name: "x" })).status).toBe(403);
    expect((await call(`/v1/service-accounts/${id}`, key(admin.apiKey), "DELETE")).status).toBe(403);
    expect((await call("/v1/service-accounts", cookie(editor), "POST", { name: "x" })).status).toBe(403);
    expect((await call(`/v1/service-accounts/${id}/api-keys`, cookie(editor), "POST", { name: "x", permissions: "all" })).status).toBe(403);

    // A service account with the permission manages others (its keys give no more than it has).
    const manager = await newServiceAccount("Manager", "admin");
    const { "xi-api-key": managerKey } = await newKey(manager, { name: "manage", permissions: ["service_account_write", "workspace_read", "text_to_speech"] });
    const made = await call(`/v1/service-accounts/${id}/api-keys`, key(managerKey), "POST", { name: "by a key", permissions: "all" });
    expect(made.status).toBe(200);
    const keys = await call(`/v1/service-accounts/${id}/api-keys`, key(managerKey));
    expect((keys.body["api-keys"] as { permissions: string[] }[])[0].permissions.sort()).toEqual(["text_to_speech", "workspace_read"]);
    const beyond = await call(`/v1/service-accounts/${id}/api-keys`, key(managerKey), "POST", { name: "more", permissions: ["speech_history_read"] });
    expect(beyond.status).toBe(403);
  });

  it("PATCH maps no_update, clear, disable and enable onto the key", async () => {
    const id = await newServiceAccount("Patched");
    const { "xi-api-key": saKey, key_id } = await newKey(id, { name: "k", permissions: ["models_read"], character_limit: 10 });
    const path = `/v1/service-accounts/${id}/api-keys/${key_id}`;
    expect((await call(path, cookie(admin), "PATCH", { name: "renamed", permissions: "no_update", character_limit: "no_update", is_enabled: false })).status).toBe(200);
    expect((await call("/v1/models", key(saKey))).status).toBe(401);
    let [row] = (await call(`/v1/service-accounts/${id}/api-keys`, cookie(admin))).body["api-keys"] as Record<string, unknown>[];
    expect(row).toMatchObject({ name: "renamed", permissions: ["models_read"], character_limit: 10, is_disabled: true });
    expect((await call(path, cookie(admin), "PATCH", { character_limit: "clear", is_enabled: true, permissions: ["models_read", "voices_read"] })).status).toBe(200);
    [row] = (await call(`/v1/service-accounts/${id}/api-keys`, cookie(admin))).body["api-keys"] as Record<string, unknown>[];
    expect(row).toMatchObject({ is_disabled: false, permissions: ["models_read", "voices_read"] });
    expect(row.character_limit).toBeUndefined();
    expect((await call("/v1/models", key(saKey))).status).toBe(200);
    expect((await call(path, cookie(admin), "DELETE")).status).toBe(200);
    expect((await call("/v1/models", key(saKey))).status).toBe(401);
    expect((await call(path, cookie(admin), "DELETE")).status).toBe(404);
  });

  it("another workspace's service account, or a person, is 404", async () => {
    const id = await newServiceAccount("Private");
    const { key_id } = await newKey(id, { name: "k", permissions: "all" });
    await t.proveMailboxAccess(other.userId);
    for (const [method, path, body] of [
      ["GET", `/v1/service-accounts/${id}/api-keys`, undefined],
      ["POST", `/v1/service-accounts/${id}/api-keys`, { name: "steal", permissions: "all" }],
      ["PATCH", `/v1/service-accounts/${id}/api-keys/${key_id}`, { is_enabled: false }],
      ["DELETE", `/v1/service-accounts/${id}/api-keys/${key_id}`, undefined],
      ["DELETE", `/v1/service-accounts/${id}`, undefined],
    ] as const) {
      const res = await call(path, cookie(other), method, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("Private");
    }
    expect(((await call("/v1/service-accounts", cookie(other))).body["service-accounts"] as unknown[]).length).toBe(0);
    // A person of the workspace is not a service account: their keys are not reachable here.
    expect((await call(`/v1/service-accounts/${editor.userId}/api-keys`, cookie(admin))).status).toBe(404);
    expect((await call(`/v1/service-accounts/${editor.userId}`, cookie(admin), "DELETE")).status).toBe(404);
  });

  it("deleting one removes it with its keys", async () => {
    const id = await newServiceAccount("Doomed");
    const { "xi-api-key": saKey } = await newKey(id, { name: "k", permissions: ["models_read"] });
    expect((await call("/v1/models", key(saKey))).status).toBe(200);
    expect((await call(`/v1/service-accounts/${id}`, cookie(admin), "DELETE")).status).toBe(200);
    expect((await call("/v1/models", key(saKey))).status).toBe(401);
    expect(await t.deps.db.select().from(user).where(eq(user.id, id))).toEqual([]);
    const names = ((await call("/v1/service-accounts", cookie(admin))).body["service-accounts"] as { name: string }[]).map((a) => a.name);
    expect(names).not.toContain("Doomed");
  });

  it("cannot sign in, get a reset e-mail, a password or a session", async () => {
    const id = await newServiceAccount("Locked out");
    const [{ email }] = await t.deps.db.select({ email: user.email }).from(user).where(eq(user.id, id));
    const send = vi.spyOn(t.deps.mailer, "send");
    try {
      const headers = { "content-type": "application/json", origin: "http://localhost:8080" };
      const signIn = await t.request("/api/auth/sign-in/email", { method: "POST", headers, body: JSON.stringify({ email, password: TEST_PASSWORD }) });
      expect(signIn.status).toBe(401);
      expect(signIn.headers.getSetCookie().some((c) => c.includes("session_token=") && !c.includes("session_token=;"))).toBe(false);
      await t.deps.auth.api.requestPasswordReset({ body: { email, redirectTo: "/" } });
      await t.deps.auth.api.sendVerificationEmail({ body: { email } }).catch(() => undefined);
      const signUp = await t.request("/api/auth/sign-up/email", { method: "POST", headers, body: JSON.stringify({ name: "Intruder", email, password: "another horse battery staple" }) });
      expect(signUp.status).toBeLessThan(500);
      expect(send.mock.calls.map(([message]) => message.to)).not.toContain(email);
    } finally {
      send.mockRestore();
    }
    // Whatever flow might reach Better Auth's adapter, it refuses a credential and a session.
    const ctx = await t.deps.auth.$context;
    await ctx.internalAdapter.createAccount({ userId: id, providerId: "credential", accountId: id, password: "hash" }).catch(() => null);
    await ctx.internalAdapter.createSession(id).catch(() => null);
    expect(await t.deps.db.select().from(account).where(eq(account.userId, id))).toEqual([]);
    expect(await t.deps.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
  });

  it(`a workspace has at most ${MAX_SERVICE_ACCOUNTS_PER_WORKSPACE}`, async () => {
    const owner = await t.signUp("Many");
    const made = await Promise.all(
      Array.from({ length: MAX_SERVICE_ACCOUNTS_PER_WORKSPACE + 3 }, (_, i) => call("/v1/service-accounts", cookie(owner), "POST", { name: `sa ${i}` })),
    );
    expect(made.filter((r) => r.status === 200)).toHaveLength(MAX_SERVICE_ACCOUNTS_PER_WORKSPACE);
    expect(made.filter((r) => r.status === 400).map((r) => r.body.detail?.status)).toEqual(["service_account_limit_reached", "service_account_limit_reached", "service_account_limit_reached"]);
  });
});
