import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, createMailingTestApp, linkParam, postJson } from "#testing/account-flows";
import { ownerPrincipal, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import type { TestSmtp } from "#testing/test-smtp";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { createServiceAccount } from "#features/developers/service-accounts/use-cases/create-service-account";
import { NO_REQUEST } from "#features/workspaces/audit-log/audit-context";

// Issue 22: a password reset or change ends the person's API keys (a key outlives every session,
// so whoever knew the old password could keep one); the workspace's service accounts keep theirs.

let t: TestApp;
let smtp: TestSmtp;
let app: Awaited<ReturnType<typeof createMailingTestApp>>;

beforeAll(async () => {
  app = await createMailingTestApp();
  ({ t, smtp } = app);
});
afterAll(() => app.close());

/** A person with a second personal key and a service account (with a key) in their workspace. */
async function personWithKeys(): Promise<{ user: TestUser; secondKey: string; serviceKey: string }> {
  const user = await t.signUp("Kim Keyholder");
  const { key: secondKey } = await createApiKey(t.deps.db, ownerPrincipal(user), { name: "laptop script" });
  const bot = await createServiceAccount(t.deps.db, ownerPrincipal(user), { name: "Build bot" }, NO_REQUEST);
  const { key: serviceKey } = await createApiKey(t.deps.db, ownerPrincipal(user), { name: "bot key", permissions: ["models_read"] }, bot.userId);
  return { user, secondKey, serviceKey };
}

const status = async (path: string, key: string) => (await t.request(path, { headers: { "xi-api-key": key } })).status;

describe("a password reset", () => {
  it("revokes every personal API key of the user, keeps the service accounts' keys, and the e-mail says so", async () => {
    const { user, secondKey, serviceKey } = await personWithKeys();
    expect(await status("/v1/user", user.apiKey)).toBe(200);
    expect(await status("/v1/user", secondKey)).toBe(200);

    await postJson(t, "/v1/user/send-password-reset-email", { email: user.email });
    const code = linkParam(await smtp.waitForMail(user.email, { subject: /Reset your Vocable password/ }), "oobCode");
    const done = await postJson(t, "/v1/user/action-codes/reset-password", { oob_code: code, new_password: "a brand new passphrase" });
    expect(done.status).toBe(200);

    expect(await status("/v1/user", user.apiKey)).toBe(401);
    expect(await status("/v1/user", secondKey)).toBe(401);
    expect(await status("/v1/models", serviceKey)).toBe(200);
    const notice = await smtp.waitForMail(user.email, { subject: /password was changed/ });
    expect(notice.text).toMatch(/personal API keys were revoked/);
  });
});

describe("a password change", () => {
  it("always revokes the user's personal API keys (the other sessions end too); a refused change keeps them", async () => {
    const { user, secondKey, serviceKey } = await personWithKeys();
    const wrong = await postJson(t, "/v1/user/change-password", { current_password: "not my password", new_password: "a brand new passphrase" }, user.cookie);
    expect(wrong.status).toBe(400);
    expect(await status("/v1/user", user.apiKey)).toBe(200);

    const res = await t.request("/v1/user/change-password", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:8080", cookie: user.cookie },
      body: JSON.stringify({ current_password: TEST_PASSWORD, new_password: "a brand new passphrase" }),
    });
    expect(res.status).toBe(200);
    expect(await status("/v1/user", user.apiKey)).toBe(401);
    expect(await status("/v1/user", secondKey)).toBe(401);
    expect(await status("/v1/models", serviceKey)).toBe(200);
    // The session that changed it goes on, and shows no key left.
    const keys = await t.request("/v1/user/api-keys", { headers: { cookie: cookieOf(res) } });
    expect(keys.status).toBe(200);
    expect(JSON.stringify(await keys.json())).not.toMatch(/laptop script/);
  });
});
