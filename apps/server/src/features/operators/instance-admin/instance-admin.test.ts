import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkParam, postJson, postSignUp, signIn } from "#testing/account-flows";
import { createTestApp, ownerPrincipal, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import { startTestSmtp, type TestSmtp } from "#testing/test-smtp";
import { getJson, inviteByMail } from "#testing/workspace-teams";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";

/** The operator's address as the server's ADMIN_EMAILS spells it: the comparison ignores case. */
const OPERATOR_EMAIL = "ops@example.com";

let t: TestApp;
let smtp: TestSmtp;
let operator: { cookie: string; apiKey: string; userId: string };
let owner: TestUser;

const planPath = (workspaceId: string) => `/v1/admin/workspaces/${workspaceId}/plan`;
const putPlan = (workspaceId: string, body: unknown, cookie: string) => postJson(t, planPath(workspaceId), body, cookie, "PUT");

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:8080", ADMIN_EMAILS: " someone@example.net, Ops@Example.COM " });
  await t.deps.jobs.start();
  owner = await t.signUp("Wanda Workspace");

  // The operator signs up with the listed address; until the address is verified it gives nothing.
  expect((await postSignUp(t, { name: "Otto Operator", email: OPERATOR_EMAIL, password: TEST_PASSWORD })).status).toBe(200);
  const cookie = await signIn(t, OPERATOR_EMAIL, TEST_PASSWORD);
  const unverified = await putPlan(owner.workspaceId, { tier: "trial", max_seats: 5 }, cookie);
  expect(unverified.status).toBe(403);
  expect(unverified.body.detail.status).toBe("instance_admin_required");
  expect((await getJson(t, "/v1/user", { cookie })).body.is_instance_admin).toBe(false);
  const verify = await smtp.waitForMail(OPERATOR_EMAIL, { subject: /Verify your e-mail/ });
  expect((await postJson(t, "/v1/user/action-codes/verify-email", { oob_code: linkParam(verify, "oobCode") })).status).toBe(200);

  const me = await getJson(t, "/v1/user", { cookie });
  expect(me.body.is_instance_admin).toBe(true);
  const { key } = await createApiKey(t.deps.db, ownerPrincipal({ userId: me.body.user_id, workspaceId: me.body.workspace_id }), { name: "operator key" });
  operator = { cookie, apiKey: key, userId: me.body.user_id };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("PUT /v1/admin/workspaces/{workspace_id}/plan", () => {
  it("lets an operator put a workspace on trial with 5 seats; its admin can then invite a second person", async () => {
    // On free, the one seat is the owner's.
    const refused = await postJson(t, "/v1/workspace/invites/add", { email: "first-colleague@example.com" }, owner.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.detail.status).toBe("seat_limit_reached");

    const res = await putPlan(owner.workspaceId, { tier: "trial", max_seats: 5 }, operator.cookie);
    expect(res).toEqual({ status: 200, body: { workspace_id: owner.workspaceId, tier: "trial", max_seats: 5 } });
    const info = await getJson(t, "/v1/workspace", owner);
    expect(info.body).toMatchObject({ tier: "trial", max_seats: 5, seats_used: 1 });
    // The tier's limits come with it: trial is unlimited.
    const subscription = await getJson(t, "/v1/user/subscription", owner);
    expect(subscription.body).toMatchObject({ tier: "trial", status: "trialing", character_limit: -1 });

    const colleague = await t.signUp("Colin Colleague");
    const code = await inviteByMail(t, smtp, owner, colleague.email);
    const accepted = await postJson(t, `/v1/workspace/invites/${code}/accept`, undefined, colleague.cookie);
    expect(accepted.status).toBe(200);
    expect((await getJson(t, "/v1/workspace", owner)).body.seats_used).toBe(2);

    // Recorded in that workspace's audit log, as the operator (not a member of it).
    const log = await getJson(t, "/v1/workspace/audit-logs?activity_name=workspace.plan_changed", owner);
    expect(log.status).toBe(200);
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0].actor.user).toMatchObject({ uid: operator.userId, email_addr: OPERATOR_EMAIL });
    expect(log.body.entries[0].unmapped).toMatchObject({ activity: "workspace.plan_changed", details: { tier: "trial", max_seats: 5 } });

    // Back to a tier with default seats: null takes the tier's.
    const scale = await putPlan(owner.workspaceId, { tier: "growing_business", max_seats: null }, operator.cookie);
    expect(scale.body).toEqual({ workspace_id: owner.workspaceId, tier: "growing_business", max_seats: 3 });
    const enterprise = await putPlan(owner.workspaceId, { tier: "enterprise" }, operator.cookie);
    expect(enterprise.body).toEqual({ workspace_id: owner.workspaceId, tier: "enterprise", max_seats: 25 });
  });

  it("refuses anyone who is not an operator with 403, the workspace's own admin included", async () => {
    const other = await t.signUp("Nora Nonoperator");
    for (const cookie of [other.cookie, owner.cookie]) {
      const res = await putPlan(owner.workspaceId, { tier: "enterprise", max_seats: 100 }, cookie);
      expect(res.status).toBe(403);
      expect(res.body.detail.status).toBe("instance_admin_required");
      expect(res.body.detail.message).toContain("ADMIN_EMAILS");
    }
    // An unknown workspace answers a non-operator the same 403: it learns nothing of which ids exist.
    expect((await putPlan("no-such-workspace", { tier: "trial" }, other.cookie)).status).toBe(403);
  });

  it("refuses the operator's API key: a session only", async () => {
    const res = await t.request(planPath(owner.workspaceId), {
      method: "PUT",
      headers: { "xi-api-key": operator.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ tier: "trial", max_seats: 5 }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: { status: string } }).detail.status).toBe("session_required");
  });

  it("answers 404 for an unknown workspace", async () => {
    const res = await putPlan("no-such-workspace", { tier: "trial", max_seats: 5 }, operator.cookie);
    expect(res.status).toBe(404);
    expect(res.body.detail).toEqual({ status: "workspace_not_found", message: "No workspace has this id." });
  });

  it("answers 400 for max_seats on a tier that takes no custom seats, and 422 for seats out of range", async () => {
    const res = await putPlan(owner.workspaceId, { tier: "pro", max_seats: 4 }, operator.cookie);
    expect(res.status).toBe(400);
    expect(res.body.detail.status).toBe("invalid_request");
    expect(res.body.detail.message).toBe("max_seats can only be set on the trial and enterprise tiers: a Pro workspace has the tier's 1 seat. Send max_seats: null.");
    expect((await putPlan(owner.workspaceId, { tier: "trial", max_seats: 0 }, operator.cookie)).status).toBe(422);
    expect((await putPlan(owner.workspaceId, { tier: "trial", max_seats: 10_001 }, operator.cookie)).status).toBe(422);
    expect((await putPlan(owner.workspaceId, { tier: "platinum" }, operator.cookie)).status).toBe(422);
    // Nothing changed.
    expect((await getJson(t, "/v1/workspace", owner)).body.tier).toBe("enterprise");
  });
});

describe("PUT /v1/admin/voices/{voice_id}/safety-control", () => {
  it("takes custom limits on enterprise only, and makes promo codes and offers", async () => {
    const user = await t.signUp("Erin Enterprise");
    const custom = await putPlan(user.workspaceId, { tier: "enterprise", max_seats: 40, character_limit: 5_000_000, voice_limit: 1000 }, operator.cookie);
    expect(custom.status).toBe(200);
    expect((await getJson(t, "/v1/user/subscription", user)).body).toMatchObject({ tier: "enterprise", character_limit: 5_000_000, voice_limit: 1000, professional_voice_limit: -1 });
    const refused = await putPlan(user.workspaceId, { tier: "creator", character_limit: 5_000_000 }, operator.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.detail.message).toBe("Custom limits can only be set on the trial and enterprise tiers: a Creator workspace has the tier's limits.");

    const code = { code: "Spring-30", percent_off: 30, duration_in_months: 2 };
    expect((await postJson(t, "/v1/admin/promo-codes", code, owner.cookie)).status).toBe(403);
    const made = await postJson(t, "/v1/admin/promo-codes", code, operator.cookie);
    expect(made).toEqual({ status: 200, body: { code: "spring-30", percent_off: 30, amount_off: null, currency: null, duration_in_months: 2, expires_at_unix: null, max_redemptions: null, times_redeemed: 0 } });
    expect((await postJson(t, "/v1/admin/promo-codes", code, operator.cookie)).status).toBe(409);
    expect((await postJson(t, "/v1/admin/promo-codes", { code: "both", percent_off: 10, amount_off: 100, currency: "usd" }, operator.cookie)).status).toBe(400);
    expect((await getJson(t, "/v1/admin/promo-codes", { cookie: operator.cookie })).body.promo_codes.map((c: { code: string }) => c.code)).toContain("spring-30");

    expect((await getJson(t, "/v1/billing/promo-offer", owner)).body).toEqual({ offer: null });
    expect((await postJson(t, `/v1/admin/workspaces/${owner.workspaceId}/promo-offer`, { code: "spring-30" }, operator.cookie, "PUT")).status).toBe(200);
    expect((await getJson(t, "/v1/billing/promo-offer", owner)).body).toEqual({ offer: { promocode: "spring-30", amount_off: null, percent_off: 30, duration_in_months: 2, extended: false } });
    expect((await postJson(t, "/v1/billing/promo-offer/decline", {}, owner.cookie)).status).toBe(200);
    expect((await getJson(t, "/v1/billing/promo-offer", owner)).body).toEqual({ offer: null });
  });

  it("lets an operator put a workspace's voice under CAPTCHA or BAN; a banned voice cannot generate", async () => {
    const design = await postJson(t, "/v1/text-to-voice/design", { voice_description: "A calm older man with a deep voice and a slow pace", seed: 3 }, owner.cookie);
    expect(design.status).toBe(200);
    const kept = await postJson(t, "/v1/text-to-voice", { voice_name: "Calm Elder", voice_description: "Calm", generated_voice_id: design.body.previews[0].generated_voice_id }, owner.cookie);
    const voiceId = kept.body.voice_id as string;
    const path = `/v1/admin/voices/${voiceId}/safety-control`;

    expect((await postJson(t, path, { safety_control: "CAPTCHA" }, owner.cookie, "PUT")).status).toBe(403);
    expect(await postJson(t, path, { safety_control: "CAPTCHA" }, operator.cookie, "PUT")).toEqual({ status: 200, body: { voice_id: voiceId, safety_control: "CAPTCHA" } });
    expect((await getJson(t, `/v1/voices/${voiceId}`, owner)).body.safety_control).toBe("CAPTCHA");
    const speak = async (text: string) => {
      const res = await t.request(`/v1/text-to-speech/${voiceId}`, { method: "POST", headers: { "xi-api-key": owner.apiKey, "content-type": "application/json" }, body: JSON.stringify({ text }) });
      return { status: res.status, body: res.status === 200 ? (await res.arrayBuffer(), null) : await res.json() };
    };
    expect((await speak("Still allowed.")).status).toBe(200);

    expect((await postJson(t, path, { safety_control: "BAN" }, operator.cookie, "PUT")).status).toBe(200);
    const banned = await speak("Not any more.");
    expect(banned.status).toBe(403);
    expect(banned.body.detail.status).toBe("voice_banned");

    expect((await postJson(t, path, { safety_control: null }, operator.cookie, "PUT")).body.safety_control).toBeNull();
    expect((await postJson(t, "/v1/admin/voices/NoSuchVoice/safety-control", { safety_control: "BAN" }, operator.cookie, "PUT")).status).toBe(404);
    expect((await postJson(t, path, { safety_control: "MAYBE" }, operator.cookie, "PUT")).status).toBe(422);
  });

  it("lets an operator grant a voice's verification by hand after a manual verification request", async () => {
    const created = await postJson(t, "/v1/voices/pvc", { name: "Manual Pro", language: "en" }, owner.cookie);
    expect(created.status).toBe(200);
    const voiceId = created.body.voice_id as string;
    const path = `/v1/admin/voices/${voiceId}/verification`;
    expect((await postJson(t, path, { is_verified: true }, owner.cookie, "PUT")).status).toBe(403);
    expect(await postJson(t, path, { is_verified: true }, operator.cookie, "PUT")).toEqual({ status: 200, body: { voice_id: voiceId, is_verified: true } });
    expect((await getJson(t, `/v1/voices/${voiceId}`, owner)).body.voice_verification).toMatchObject({ is_verified: true, requires_verification: true });
  });
});
