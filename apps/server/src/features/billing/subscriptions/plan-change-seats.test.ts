import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoice, workspace, workspaceAuditLog, workspaceSubscription } from "#db/schema/index";
import { postJson } from "#testing/account-flows";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { startTestSmtp, type TestSmtp } from "#testing/test-smtp";
import { getJson, inviteByMail, joinWorkspace } from "#testing/workspace-teams";
import { resetCharacterCounts } from "./use-cases/reset-character-counts";
import { rollLocalPeriods } from "./use-cases/roll-local-periods";

// Plan changes and the people of a workspace, with the local provider over HTTP: the preview the
// plan-change dialog shows (prorated amount, who loses access), the locks at the period end, the
// invite and unlock refusals of a plan without the seats, and the character count's restart.

let t: TestApp;
let smtp: TestSmtp;

const B = "/v1/billing";
const post = (user: TestUser, path: string, body?: unknown) => postJson(t, path, body ?? {}, user.cookie);

async function subscribe(user: TestUser, tier: string) {
  const res = await post(user, `${B}/create-checkout-session`, { subscription_type: tier, billing_period: "monthly_period", currency: "usd", no_default_promocode: true });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = new URL(res.body.url).pathname.split("/").pop()!;
  expect((await post(user, `${B}/checkout-sessions/${id}/complete`)).status).toBe(200);
}

async function endPeriodNow(user: TestUser) {
  await t.deps.db.update(workspaceSubscription).set({ currentPeriodEnd: new Date() }).where(eq(workspaceSubscription.workspaceId, user.workspaceId));
  await new Promise((r) => setTimeout(r, 2));
}

const members = async (user: TestUser) => (await getJson(t, "/v1/workspace/members", user)).body as { email: string; is_locked: boolean; is_owner: boolean }[];

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:8080", BILLING_SELF_SERVICE: "true" });
  await t.deps.jobs.start();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("a downgrade to fewer seats", () => {
  it("names who loses access before confirming, locks them at the period end and records it; invites and unlocks then say which plan has the seats", async () => {
    const owner = await t.signUp("Seat Owner");
    await subscribe(owner, "growing_business");
    const first = await t.signUp("First Editor");
    const second = await t.signUp("Second Editor");
    await joinWorkspace(t, smtp, owner, first);
    await joinWorkspace(t, smtp, owner, second);
    const period = (await t.deps.db.select().from(workspaceSubscription).where(eq(workspaceSubscription.workspaceId, owner.workspaceId)))[0];

    // Scale (3 seats) to Pro (1 seat): both editors, nothing due now, at the period end.
    const preview = await post(owner, `${B}/change-subscription/preview`, { subscription_type: "pro", billing_period: "monthly_period" });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toEqual({
      action: "downgrade",
      tier: "pro",
      billing_period: "monthly_period",
      currency: "usd",
      amount_due_now_cents: 0,
      credit_cents: 0,
      charge_cents: 0,
      effective_at_unix: Math.floor(period.currentPeriodEnd.getTime() / 1000),
      next_period_cents: 9900,
      source: "local",
      seats: 1,
      members_losing_access: [
        { user_id: first.userId, email: first.email, first_name: "First" },
        { user_id: second.userId, email: second.email, first_name: "Second" },
      ],
    });
    // A preview changes nothing; an editor may not ask.
    expect((await members(owner)).every((m) => !m.is_locked)).toBe(true);
    expect((await post(first, `${B}/change-subscription/preview`, { subscription_type: "pro" })).status).toBe(403);
    // Not a change: the current plan.
    expect((await post(owner, `${B}/change-subscription/preview`, { subscription_type: "growing_business" })).status).toBe(409);

    const scheduled = await post(owner, `${B}/change-subscription`, { subscription_type: "pro", billing_period: "monthly_period", idempotency_key: "seats-downgrade-1" });
    expect(scheduled.status).toBe(200);
    expect((await members(owner)).every((m) => !m.is_locked)).toBe(true);

    await endPeriodNow(owner);
    await rollLocalPeriods(t.deps.db, new Date());
    expect((await getJson(t, "/v1/user/subscription", owner)).body.tier).toBe("pro");
    const after = await members(owner);
    expect(after.map((m) => [m.email, m.is_locked])).toEqual([
      [owner.email, false],
      [first.email, true],
      [second.email, true],
    ]);
    const audit = await t.deps.db
      .select()
      .from(workspaceAuditLog)
      .where(and(eq(workspaceAuditLog.workspaceId, owner.workspaceId), eq(workspaceAuditLog.activity, "member.locked")));
    expect(audit.map((a) => [a.targetId, a.actorUserId, a.details])).toEqual(
      expect.arrayContaining([
        [first.userId, owner.userId, expect.objectContaining({ email: first.email, reason: "plan_seats", plan: "Pro", previous_plan: "Scale", seats: 1 })],
        [second.userId, owner.userId, expect.objectContaining({ email: second.email, reason: "plan_seats", plan: "Pro", previous_plan: "Scale", seats: 1 })],
      ]),
    );
    expect(audit).toHaveLength(2);

    // Pro has one seat: no invite, and no unlock, each naming the first plan with seats.
    const invite = await post(owner, "/v1/workspace/invites/add", { email: "new-person@example.com" });
    expect(invite.status).toBe(400);
    expect(invite.body.detail).toEqual({ status: "seat_limit_reached", message: "The Pro plan has one seat, yours. Inviting people starts with the Scale plan." });
    const unlock = await post(owner, "/v1/workspace/members", { email: first.email, is_locked: false });
    expect(unlock.status).toBe(400);
    expect(unlock.body.detail.message).toMatch(/^The Pro plan has 1 seat, all with people who have access: lock or remove someone first, or move to the Scale plan\.$/);
  }, 120_000);

  it("a cancellation that ends at the period end locks everyone but the owner too; an invite sent before finds no seat", async () => {
    const owner = await t.signUp("Cancel Owner");
    await subscribe(owner, "growing_business");
    const editor = await t.signUp("Cancel Editor");
    await joinWorkspace(t, smtp, owner, editor);
    const late = await t.signUp("Late Invitee");
    const code = await inviteByMail(t, smtp, owner, late.email);
    expect((await post(owner, `${B}/cancel-subscription`)).status).toBe(200);
    await endPeriodNow(owner);
    await rollLocalPeriods(t.deps.db, new Date());
    expect((await getJson(t, "/v1/user/subscription", owner)).body.tier).toBe("free");
    expect((await members(owner)).map((m) => [m.email, m.is_locked])).toEqual([
      [owner.email, false],
      [editor.email, true],
    ]);
    const accept = await post(late, `/v1/workspace/invites/${code}/accept`);
    expect(accept.status).toBe(400);
    expect(accept.body.detail.status).toBe("seat_limit_reached");
    expect(accept.body.detail.message).toMatch(/has no free seat on its current plan any more/);
  }, 120_000);
});

describe("an upgrade's preview", () => {
  it("shows the prorated amount due now and the credit, which the upgrade then charges", async () => {
    const owner = await t.signUp("Upgrade Owner");
    await subscribe(owner, "creator");
    // Half the period used: the credit is half of Creator, the charge half of Pro.
    const start = new Date(Date.now() - 15 * 86400_000);
    const end = new Date(Date.now() + 15 * 86400_000);
    await t.deps.db.update(workspaceSubscription).set({ currentPeriodStart: start, currentPeriodEnd: end }).where(eq(workspaceSubscription.workspaceId, owner.workspaceId));
    const preview = await post(owner, `${B}/change-subscription/preview`, { subscription_type: "pro", billing_period: "monthly_period" });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ action: "upgrade", tier: "pro", source: "local", seats: 1, members_losing_access: [], next_period_cents: 9900 });
    expect(Math.abs(preview.body.credit_cents - 1100)).toBeLessThanOrEqual(1);
    expect(Math.abs(preview.body.charge_cents - 4950)).toBeLessThanOrEqual(1);
    expect(Math.abs(preview.body.amount_due_now_cents - 3850)).toBeLessThanOrEqual(1);
    expect(Math.abs(preview.body.effective_at_unix - Date.now() / 1000)).toBeLessThan(60);

    const changed = await post(owner, `${B}/change-subscription`, { subscription_type: "pro", billing_period: "monthly_period", idempotency_key: "preview-upgrade-1" });
    expect(changed.status).toBe(200);
    const [charged] = await t.deps.db.select().from(invoice).where(eq(invoice.id, changed.body.invoice_id));
    expect(Math.abs(charged.amountDueCents - preview.body.amount_due_now_cents)).toBeLessThanOrEqual(1);
  }, 60_000);

  it("answers 400 without a running subscription and 422 for a tier that is not one", async () => {
    const owner = await t.signUp("Free Owner");
    expect((await post(owner, `${B}/change-subscription/preview`, { subscription_type: "pro" })).status).toBe(400);
    expect((await post(owner, `${B}/change-subscription/preview`, { subscription_type: "platinum" })).status).toBe(422);
  });
});

describe("the character count's restart with a new plan", () => {
  it("is said while the count runs from the new plan's start; an upgrade in the period keeps it, a monthly reset ends it", async () => {
    const owner = await t.signUp("Count Owner");
    expect((await getJson(t, "/v1/user/subscription", owner)).body.character_count_restarted_unix).toBeNull();
    await subscribe(owner, "creator");
    const sub = (await getJson(t, "/v1/user/subscription", owner)).body;
    expect(sub.character_count).toBe(0);
    expect(Math.abs(sub.character_count_restarted_unix - Date.now() / 1000)).toBeLessThan(60);
    // The SDK reads the answer (the field is Vocable's, beside the ElevenLabs ones).
    const client = new ElevenLabsClient({ apiKey: owner.apiKey, baseUrl: await t.listen() });
    const viaSdk = await client.user.subscription.get();
    expect(viaSdk.tier).toBe("creator");
    expect(viaSdk.characterCount).toBe(0);

    // An upgrade that keeps the period keeps the count and the note.
    expect((await post(owner, `${B}/change-subscription`, { subscription_type: "pro", billing_period: "monthly_period", idempotency_key: "count-upgrade-1" })).status).toBe(200);
    expect((await getJson(t, "/v1/user/subscription", owner)).body.character_count_restarted_unix).toBe(sub.character_count_restarted_unix);

    // Forty days on, a monthly reset since: the count no longer runs from the plan's start.
    const startedAt = new Date(Date.now() - 40 * 86400_000);
    await t.deps.db
      .update(workspace)
      .set({ characterCountRestartedAt: startedAt, characterResetAnchorAt: startedAt, nextCharacterCountResetAt: new Date(Date.now() - 10 * 86400_000) })
      .where(eq(workspace.id, owner.workspaceId));
    await resetCharacterCounts(t.deps.db, new Date());
    expect((await getJson(t, "/v1/user/subscription", owner)).body.character_count_restarted_unix).toBeNull();
  }, 60_000);
});
