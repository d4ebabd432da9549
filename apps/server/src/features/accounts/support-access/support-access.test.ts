import { APP_ROUTES, SUPPORT_ACCESS_DEFAULT_HOURS } from "@vocable/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountActionCode, supportAccessGrant } from "#db/schema/index";
import { createMailingTestApp, linkParam, newEmail, postJson, postSignUp, signIn } from "#testing/account-flows";
import { TEST_PASSWORD, type TestApp } from "#testing/test-app";
import type { TestSmtp } from "#testing/test-smtp";
import { linksOf } from "#testing/test-smtp";
import { createActionCode } from "#features/accounts/account-security/repo";
import { listSupportAccessGrants } from "./repo";
import { requestSupportAccess } from "./use-cases/request-support-access";

let t: TestApp;
let smtp: TestSmtp;
let app: Awaited<ReturnType<typeof createMailingTestApp>>;
const VERIFY = "/v1/user/sign-in-requests/verify";

beforeAll(async () => {
  app = await createMailingTestApp();
  ({ t, smtp } = app);
});
afterAll(() => app.close());

async function account(tag: string) {
  const email = newEmail(tag);
  await postSignUp(t, { email, password: TEST_PASSWORD });
  const cookie = await signIn(t, email, TEST_PASSWORD);
  const { user_id } = await (await t.request("/v1/user", { headers: { cookie } })).json();
  return { email, cookie, userId: user_id as string };
}

/** An operator's request (what `npm run support -- request-access` does); returns the code of the mailed link. */
async function requestAccess(email: string, opts: { hours?: number; reason?: string } = {}) {
  await requestSupportAccess(t.deps, { email, hours: opts.hours ?? SUPPORT_ACCESS_DEFAULT_HOURS, requestedBy: "ops-alice", reason: opts.reason });
  const mail = await smtp.waitForMail(email, { subject: /Support asks for access/ });
  return { mail, code: linkParam(mail, "oobCode") };
}

describe("a support-access request", () => {
  it("mails the user a verifySignInRequest landing link on PUBLIC_URL, keeping only the code's hash", async () => {
    const me = await account("mailed");
    const { mail, code } = await requestAccess(me.email, { hours: 3, reason: "Ticket 4711: history will not load" });
    const link = new URL(linksOf(mail).find((l) => l.includes("oobCode="))!);
    expect(link.origin).toBe("http://localhost:8080");
    expect(link.pathname).toBe(APP_ROUTES.textToSpeech);
    expect(link.searchParams.get("mode")).toBe("verifySignInRequest");
    expect(mail.text).toContain("ops-alice");
    expect(mail.text).toContain("for 3 hours");
    expect(mail.text).toContain("Ticket 4711");
    const rows = await t.deps.db.select().from(accountActionCode).where(eq(accountActionCode.userId, me.userId));
    expect(rows.map((r) => r.purpose)).toContain("sign-in-request");
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it("is refused for an address without an account", async () => {
    await expect(requestSupportAccess(t.deps, { email: newEmail("nobody"), hours: 1, requestedBy: "ops" })).rejects.toThrow(/No account/);
  });
});

describe("POST /v1/user/sign-in-requests/verify", () => {
  it("grant records access until the hours asked for, once", async () => {
    const me = await account("granter");
    const { code } = await requestAccess(me.email, { hours: 2, reason: "slow speech" });
    const before = Date.now();
    const res = await postJson(t, VERIFY, { sign_in_request_verification_code: code, grant: true }, me.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok", granted: true });
    const expires = res.body.access_expires_at_unix * 1000;
    expect(expires).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 2 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 2 * 3_600_000);

    const [grant] = await listSupportAccessGrants(t.deps.db, { limit: 10, userId: me.userId });
    expect(grant).toMatchObject({ userId: me.userId, email: me.email, granted: true, requestedBy: "ops-alice", reason: "slow speech" });
    expect(Math.floor(grant.expiresAt!.getTime() / 1000)).toBe(res.body.access_expires_at_unix);

    // The link is used up: a second answer, either way, is refused and records nothing.
    for (const grantAgain of [true, false]) {
      const reused = await postJson(t, VERIFY, { sign_in_request_verification_code: code, grant: grantAgain }, me.cookie);
      expect(reused.status).toBe(400);
      expect(reused.body.detail.status).toBe("invalid_action_code");
    }
    expect(await listSupportAccessGrants(t.deps.db, { limit: 10, userId: me.userId })).toHaveLength(1);
  });

  it("grants when the body does not say (the link's confirm), for the default duration", async () => {
    const me = await account("default");
    const { code } = await requestAccess(me.email);
    const res = await postJson(t, VERIFY, { sign_in_request_verification_code: code }, me.cookie);
    expect(res.status).toBe(200);
    expect(res.body.granted).toBe(true);
    expect(res.body.access_expires_at_unix * 1000 - Date.now()).toBeGreaterThan((SUPPORT_ACCESS_DEFAULT_HOURS - 0.1) * 3_600_000);
  });

  it("decline records a refusal without an end, and the code cannot grant afterwards", async () => {
    const me = await account("decliner");
    const { code } = await requestAccess(me.email);
    const res = await postJson(t, VERIFY, { sign_in_request_verification_code: code, grant: false }, me.cookie);
    expect(res).toEqual({ status: 200, body: { status: "ok", granted: false, access_expires_at_unix: null } });
    expect(await listSupportAccessGrants(t.deps.db, { limit: 10, userId: me.userId })).toMatchObject([{ granted: false, expiresAt: null }]);
    expect((await postJson(t, VERIFY, { sign_in_request_verification_code: code, grant: true }, me.cookie)).status).toBe(400);
  });

  it("refuses an expired code", async () => {
    const me = await account("expired");
    const code = await createActionCode(t.deps.db, {
      userId: me.userId,
      purpose: "sign-in-request",
      ttlMs: -1000,
      payload: { hours: "24", requestedBy: "ops" },
      now: new Date(),
    });
    const res = await postJson(t, VERIFY, { sign_in_request_verification_code: code }, me.cookie);
    expect(res.status).toBe(400);
    expect(res.body.detail).toEqual({ status: "invalid_action_code", message: expect.stringMatching(/invalid or has expired/) });
    expect(await listSupportAccessGrants(t.deps.db, { limit: 10, userId: me.userId })).toEqual([]);
  });

  it("refuses another user's code, which stays usable by its owner", async () => {
    const alice = await account("owner");
    const mallory = await account("thief");
    const { code } = await requestAccess(alice.email);
    const stolen = await postJson(t, VERIFY, { sign_in_request_verification_code: code }, mallory.cookie);
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail.status).toBe("invalid_action_code");
    expect(await listSupportAccessGrants(t.deps.db, { limit: 10, userId: mallory.userId })).toEqual([]);
    expect((await postJson(t, VERIFY, { sign_in_request_verification_code: code }, alice.cookie)).status).toBe(200);
  });

  it("refuses a code of another purpose (a sensitive-action proof is not a grant)", async () => {
    const me = await account("purpose");
    const code = await createActionCode(t.deps.db, { userId: me.userId, purpose: "sensitive-action", ttlMs: 60_000, now: new Date() });
    expect((await postJson(t, VERIFY, { sign_in_request_verification_code: code }, me.cookie)).status).toBe(400);
  });

  it("needs a signed-in person: 401 without credentials, 403 with an API key; the code stays usable", async () => {
    const me = await account("anon");
    const { code } = await requestAccess(me.email);
    const anonymous = await postJson(t, VERIFY, { sign_in_request_verification_code: code });
    expect(anonymous.status).toBe(401);
    const someone = await t.signUp("Key Holder");
    const byKey = await t.request(VERIFY, {
      method: "POST",
      headers: { "content-type": "application/json", "xi-api-key": someone.apiKey },
      body: JSON.stringify({ sign_in_request_verification_code: code }),
    });
    expect(byKey.status).toBe(403);
    expect((await byKey.json()).detail.status).toBe("session_required");
    expect((await postJson(t, VERIFY, { sign_in_request_verification_code: code }, me.cookie)).status).toBe(200);
  });

  it.each([[{}], [{ sign_in_request_verification_code: "" }], [{ sign_in_request_verification_code: "a b" }], [{ sign_in_request_verification_code: "x", grant: "yes" }]])(
    "refuses %j with 422",
    async (body) => {
      const me = await account("malformed");
      expect((await postJson(t, VERIFY, body, me.cookie)).status).toBe(422);
    },
  );

  it("takes the user's grants with the account when it is deleted", async () => {
    const me = await account("leaving");
    const { code } = await requestAccess(me.email);
    await postJson(t, VERIFY, { sign_in_request_verification_code: code }, me.cookie);
    await t.proveMailboxAccess(me.userId);
    expect((await postJson(t, "/v1/user/delete", undefined, me.cookie, "DELETE")).status).toBe(200);
    const left = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(supportAccessGrant).where(eq(supportAccessGrant.userId, me.userId));
    expect(left[0].n).toBe(0);
  });
});
