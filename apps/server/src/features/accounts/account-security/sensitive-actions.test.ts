import { ACCESS_VERIFIED } from "@vocable/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyItem, workspace } from "#db/schema/index";
import { createMailingTestApp, linkParam, newEmail, postJson, postSignUp, signIn } from "#testing/account-flows";
import { createActionCode } from "./repo";
import { TEST_PASSWORD, type TestApp } from "#testing/test-app";
import type { TestSmtp } from "#testing/test-smtp";

let t: TestApp;
let smtp: TestSmtp;
let app: Awaited<ReturnType<typeof createMailingTestApp>>;
const PASSWORD = TEST_PASSWORD;

beforeAll(async () => {
  app = await createMailingTestApp();
  ({ t, smtp } = app);
});
afterAll(() => app.close());

async function account(tag: string) {
  const email = newEmail(tag);
  await postSignUp(t, { email, password: PASSWORD });
  await smtp.waitForMail(email, { subject: /Verify your e-mail/ });
  return { email, cookie: await signIn(t, email, PASSWORD) };
}

/** Asks for a sensitive action, follows the mailed proof link as the user, and returns the action's second answer. */
async function withProof(email: string, cookie: string, act: () => ReturnType<typeof postJson>) {
  const first = await act();
  expect(first.status).toBe(403);
  expect(first.body.detail.status).toBe("sensitive_action_verification_required");
  const mail = await smtp.waitForMail(email, { subject: /Confirm it's you/ });
  const code = linkParam(mail, "sensitiveActionVerificationCode");
  expect(await postJson(t, "/v1/user/verify-sensitive-action-code", { code }, cookie)).toEqual({ status: 200, body: { status: "ok" } });
  return act();
}

describe("sensitive-action verification", () => {
  it("mails one code per minute, usable once, only by the user it was mailed to", async () => {
    const alice = await account("alice");
    const bob = await account("bob");
    const del = () => postJson(t, "/v1/user/delete", undefined, alice.cookie, "DELETE");
    expect((await del()).status).toBe(403);
    // A double click does not mail a second code.
    expect((await del()).status).toBe(403);
    const mail = await smtp.waitForMail(alice.email, { subject: /Confirm it's you/ });
    const code = linkParam(mail, "sensitiveActionVerificationCode");
    expect(smtp.messages.filter((m) => m.envelopeTo.includes(alice.email) && /Confirm it's you/.test(m.subject))).toHaveLength(1);

    const stolen = await postJson(t, "/v1/user/verify-sensitive-action-code", { code }, bob.cookie);
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail.status).toBe("invalid_action_code");
    expect((await postJson(t, "/v1/user/verify-sensitive-action-code", { code }, alice.cookie)).status).toBe(200);
    const reused = await postJson(t, "/v1/user/verify-sensitive-action-code", { code }, alice.cookie);
    expect(reused.status).toBe(400);
    expect(ACCESS_VERIFIED).toBe("Email access verified. Please try the action again.");
  });

  it("refuses an expired code", async () => {
    const carol = await account("carol");
    const { user_id } = await (await t.request("/v1/user", { headers: { cookie: carol.cookie } })).json();
    const code = await createActionCode(t.deps.db, { userId: user_id, purpose: "sensitive-action", ttlMs: -1000, now: new Date() });
    const expired = await postJson(t, "/v1/user/verify-sensitive-action-code", { code }, carol.cookie);
    expect(expired.status).toBe(400);
    expect(expired.body.detail.status).toBe("invalid_action_code");
  });
});

describe("e-mail change", () => {
  it("confirms from the new mailbox, ends other sessions, and can be undone from the old one", async () => {
    const me = await account("mover");
    const phone = await signIn(t, me.email, PASSWORD);
    const target = newEmail("moved");
    const asked = await withProof(me.email, me.cookie, () => postJson(t, "/v1/user/send-email-change-verification", { new_email: target }, me.cookie));
    expect(asked).toEqual({ status: 200, body: { status: "ok" } });

    const confirm = await smtp.waitForMail(target, { subject: /Confirm your new e-mail/ });
    const code = linkParam(confirm, "verification_code");
    const changed = await postJson(t, `/v1/user/email?verification_code=${code}&is_reverting=false`, undefined, me.cookie, "PUT");
    expect(changed).toEqual({ status: 200, body: { email: target } });
    expect((await t.request("/v1/user", { headers: { cookie: me.cookie } })).status).toBe(200);
    expect((await t.request("/v1/user", { headers: { cookie: phone } })).status).toBe(401);
    expect(await signIn(t, target, PASSWORD)).toMatch(/session_token/);
    // The confirmation link works once.
    expect((await postJson(t, `/v1/user/email?verification_code=${code}`, undefined, undefined, "PUT")).status).toBe(400);

    // The old mailbox is told, with a way back that works without signing in.
    const notice = await smtp.waitForMail(me.email, { subject: /e-mail address was changed/ });
    expect(linkParam(notice, "isReverting")).toBe("true");
    const revert = linkParam(notice, "verification_code");
    const back = await postJson(t, `/v1/user/email?verification_code=${revert}&is_reverting=true`, undefined, undefined, "PUT");
    expect(back).toEqual({ status: 200, body: { email: me.email } });
    expect((await t.request("/v1/user", { headers: { cookie: me.cookie } })).status).toBe(401);
    await expect(signIn(t, target, PASSWORD)).rejects.toThrow(/401/);
    expect(await signIn(t, me.email, PASSWORD)).toMatch(/session_token/);
  });

  it("answers the same for an address with an account, and tells only that mailbox", async () => {
    const me = await account("taker");
    const other = await account("taken");
    const asked = await withProof(me.email, me.cookie, () => postJson(t, "/v1/user/send-email-change-verification", { new_email: other.email }, me.cookie));
    expect(asked).toEqual({ status: 200, body: { status: "ok" } });
    await smtp.waitForMail(other.email, { subject: /already in use/ });
    const mine = await (await t.request("/v1/user", { headers: { cookie: me.cookie } })).json();
    expect(mine.email).toBe(me.email);
  });

  it("refuses forged codes and malformed queries", async () => {
    expect((await postJson(t, "/v1/user/email?verification_code=forged", undefined, undefined, "PUT")).status).toBe(400);
    expect((await postJson(t, "/v1/user/email?verification_code=%00", undefined, undefined, "PUT")).status).toBe(422);
    expect((await postJson(t, "/v1/user/email", undefined, undefined, "PUT")).status).toBe(422);
  });
});

describe("account deletion", () => {
  it("removes the user, their workspace, history audio and API keys; the address can sign up again", async () => {
    const me = await account("leaver");
    const key = (await postJson(t, "/v1/user/create-api-key", { name: "k" }, me.cookie));
    const apiKey: string | undefined = key.status === 200 ? key.body.api_key : undefined;
    const { voices } = await (await t.request("/v1/voices", { headers: { cookie: me.cookie } })).json();
    const generated = await t.request(`/v1/text-to-speech/${voices[0].voice_id}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: me.cookie },
      body: JSON.stringify({ text: "Goodbye." }),
    });
    expect(generated.status).toBe(200);
    const me1 = await (await t.request("/v1/user", { headers: { cookie: me.cookie } })).json();
    const items = await t.deps.db.select().from(historyItem).where(eq(historyItem.workspaceId, me1.workspace_id));
    expect(items).toHaveLength(1);
    expect(await t.deps.storage.exists(items[0].storageKey)).toBe(true);

    const deleted = await withProof(me.email, me.cookie, () => postJson(t, "/v1/user/delete", undefined, me.cookie, "DELETE"));
    expect(deleted).toEqual({ status: 200, body: { status: "ok" } });
    expect((await t.request("/v1/user", { headers: { cookie: me.cookie } })).status).toBe(401);
    if (apiKey) expect((await t.request("/v1/user", { headers: { "xi-api-key": apiKey } })).status).toBe(401);
    expect(await t.deps.db.select().from(workspace).where(eq(workspace.id, me1.workspace_id))).toEqual([]);
    expect(await t.deps.storage.exists(items[0].storageKey)).toBe(false);
    const left = await t.deps.db.execute(sql`select count(*)::int as n from history_item where workspace_id = ${me1.workspace_id}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    await smtp.waitForMail(me.email, { subject: /account was deleted/ });

    expect((await postSignUp(t, { email: me.email, password: PASSWORD })).status).toBe(200);
    await smtp.waitForMail(me.email, { subject: /Verify your e-mail/ });
    expect(await signIn(t, me.email, PASSWORD)).toMatch(/session_token/);
  });
});
