import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKey } from "#db/schema/index";
import { createMailingTestApp, linkParam, newEmail, postJson, postSignUp, signIn } from "#testing/account-flows";
import { TEST_PASSWORD, type TestApp } from "#testing/test-app";
import type { TestSmtp } from "#testing/test-smtp";

let t: TestApp;
let smtp: TestSmtp;
let app: Awaited<ReturnType<typeof createMailingTestApp>>;

beforeAll(async () => {
  app = await createMailingTestApp();
  ({ t, smtp } = app);
});
afterAll(() => app.close());

describe("account deletion and API keys", () => {
  it("a key made with the mailed proof stops working and leaves no row once the account is deleted", async () => {
    const email = newEmail("keyed");
    await postSignUp(t, { email, password: TEST_PASSWORD });
    const cookie = await signIn(t, email, TEST_PASSWORD);
    const { user_id } = await (await t.request("/v1/user", { headers: { cookie } })).json();

    // Creating a key is a sensitive action: the first try mails a proof, the link is followed, the second try makes the key.
    const first = await postJson(t, "/v1/user/create-api-key", { name: "ci" }, cookie);
    expect(first.status).toBe(403);
    expect(first.body.detail.status).toBe("sensitive_action_verification_required");
    const code = linkParam(await smtp.waitForMail(email, { subject: /Confirm it's you/ }), "sensitiveActionVerificationCode");
    expect((await postJson(t, "/v1/user/verify-sensitive-action-code", { code }, cookie)).status).toBe(200);
    const created = await postJson(t, "/v1/user/create-api-key", { name: "ci" }, cookie);
    expect(created.status).toBe(200);
    const key: string = created.body.api_key;
    const second = await postJson(t, "/v1/user/create-api-key", { name: "backup" }, cookie);
    expect(second.status).toBe(200);

    expect((await t.request("/v1/user", { headers: { "xi-api-key": key } })).status).toBe(200);
    expect(await t.deps.db.select({ id: apiKey.id }).from(apiKey).where(eq(apiKey.userId, user_id))).toHaveLength(2);

    // The proof is still fresh (10 minutes): deletion goes through at once.
    expect(await postJson(t, "/v1/user/delete", undefined, cookie, "DELETE")).toEqual({ status: 200, body: { status: "ok" } });
    for (const k of [key, second.body.api_key as string]) {
      const res = await t.request("/v1/user", { headers: { "xi-api-key": k } });
      expect(res.status).toBe(401);
      expect((await res.json()).detail.status).toBeTruthy();
    }
    expect(await t.deps.db.select({ id: apiKey.id }).from(apiKey).where(eq(apiKey.userId, user_id))).toEqual([]);
  });
});
