import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#db/schema/index";
import { newId } from "#platform/ids";
import { startStripeFake, type StripeFake } from "#features/billing/subscriptions/stripe/testing/stripe-fake/index";
import { stripeEnv } from "#features/billing/subscriptions/stripe/testing/stripe-harness";
import { STRIPE_WEBHOOK_PATH } from "#features/billing/subscriptions/stripe/webhook-routes";
import { postJson, postSignUp, signIn } from "#testing/account-flows";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";
import { insertEarning } from "./repo";

const OPERATOR_EMAIL = "payouts-operator@example.com";

/** Two accepted tasks' earnings of the producer: 90 as producer, 22 as reviewer. */
async function earn(t: TestApp, who: TestUser) {
  const orderId = newId();
  await insertEarning(t.deps.db, { id: newId(), producerId: who.userId, taskId: newId(), orderId, role: "producer", amountCents: 90 });
  await insertEarning(t.deps.db, { id: newId(), producerId: who.userId, taskId: newId(), orderId, role: "reviewer", amountCents: 22 });
}

const base = (who: TestUser) => `/v1/productions/producers/${who.userId}`;

describe("payouts under the local provider (an operator pays by hand)", () => {
  let t: TestApp;
  let pat: TestUser;
  let rey: TestUser;
  let operatorCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL, BILLING_PROVIDER: "local" });
    [pat, rey] = [await t.signUp("Pat Producer"), await t.signUp("Rey Producer")];
    expect((await postSignUp(t, { name: "Olga Operator", email: OPERATOR_EMAIL, password: TEST_PASSWORD })).status).toBe(200);
    await t.deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, OPERATOR_EMAIL));
    operatorCookie = await signIn(t, OPERATOR_EMAIL, TEST_PASSWORD);
    await earn(t, pat);
  });
  afterAll(() => t?.close());

  it("shows the balance, pays it out once after the agreement, and the operator records it paid", async () => {
    const summary = (await getJson(t, `${base(pat)}/payouts/summary`, { cookie: pat.cookie })).body;
    expect(summary).toMatchObject({ balance_cents: 112, earned_cents: 112, paid_cents: 0, pending_cents: 0, method: "operator", agreement_accepted_unix: null });
    const refused = await postJson(t, `${base(pat)}/payouts`, undefined, pat.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.detail.message).toMatch(/agreement/);
    expect((await postJson(t, `${base(pat)}/payouts/agreement`, undefined, pat.cookie)).body.agreement_accepted_unix).toBeGreaterThan(0);
    expect((await getJson(t, "/v1/user", { cookie: pat.cookie })).body.terms_agreed_to.publishing_payouts_agreement).toBeGreaterThan(0);

    const [first, second] = await Promise.all([postJson(t, `${base(pat)}/payouts`, undefined, pat.cookie), postJson(t, `${base(pat)}/payouts`, undefined, pat.cookie)]);
    const made = [first, second].find((r) => r.status === 200)!;
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect(made.body).toMatchObject({ amount_cents: 112, provider: "local", state: "pending" });
    expect((await getJson(t, `${base(pat)}/payouts/summary`, { cookie: pat.cookie })).body).toMatchObject({ balance_cents: 0, pending_cents: 112 });
    const earnings = (await getJson(t, `${base(pat)}/earnings?page_size=1`, { cookie: pat.cookie })).body;
    expect(earnings).toMatchObject({ has_more: true });
    expect(earnings.earnings[0]).toMatchObject({ paid: true, payout_id: made.body.payout_id });

    const path = `/v1/admin/productions/payouts/${made.body.payout_id}/paid`;
    expect((await postJson(t, path, undefined, pat.cookie, "PUT")).status).toBe(403);
    expect((await postJson(t, path, undefined, operatorCookie, "PUT")).body).toMatchObject({ state: "paid" });
    expect((await postJson(t, path, undefined, operatorCookie, "PUT")).status).toBe(409);
    expect((await getJson(t, `${base(pat)}/payouts/summary`, { cookie: pat.cookie })).body).toMatchObject({ paid_cents: 112, pending_cents: 0 });
    expect((await getJson(t, `${base(pat)}/payouts`, { cookie: pat.cookie })).body.payouts).toHaveLength(1);
  });

  it("is the producer's own: another's balance is not found, and an API key cannot pay out", async () => {
    expect((await getJson(t, `${base(pat)}/payouts/summary`, { cookie: rey.cookie })).status).toBe(404);
    expect((await getJson(t, `${base(pat)}/earnings`, { cookie: rey.cookie })).status).toBe(404);
    const byKey = await t.request(`${base(rey)}/payouts`, { method: "POST", headers: { "xi-api-key": rey.apiKey } });
    expect(byKey.status).toBe(403);
  });
});

describe("payouts through Stripe Connect", () => {
  let fake: StripeFake;
  let t: TestApp;
  let pat: TestUser;

  beforeAll(async () => {
    fake = await startStripeFake();
    t = await createTestApp(stripeEnv(fake));
    pat = await t.signUp("Pat Producer");
    await earn(t, pat);
    expect((await postJson(t, `${base(pat)}/payouts/agreement`, undefined, pat.cookie)).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("needs a payout account, keeps the balance when Stripe refuses the transfer, then transfers it once", async () => {
    const noAccount = await postJson(t, `${base(pat)}/payouts`, undefined, pat.cookie);
    expect(noAccount.status).toBe(402);
    expect((await getJson(t, `${base(pat)}/payouts/summary`, { cookie: pat.cookie })).body).toMatchObject({ balance_cents: 112, method: "stripe_connect", payout_account: false });

    expect((await postJson(t, "/v1/billing/create-connect-account", {}, pat.cookie)).status).toBe(200);
    fake.failNextTransfer();
    const refused = await postJson(t, `${base(pat)}/payouts`, undefined, pat.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.detail.message).toMatch(/insufficient available funds/);
    expect((await getJson(t, `${base(pat)}/payouts/summary`, { cookie: pat.cookie })).body).toMatchObject({ balance_cents: 112, payout_account: true });
    const failed = (await getJson(t, `${base(pat)}/payouts`, { cookie: pat.cookie })).body.payouts;
    expect(failed.map((p: { state: string }) => p.state)).toEqual(["failed", "failed"]);

    const paid = await postJson(t, `${base(pat)}/payouts`, undefined, pat.cookie);
    expect(paid.body).toMatchObject({ state: "paid", amount_cents: 112, provider: "stripe" });
    const transfer = fake.transfers.get(paid.body.transfer_id)!;
    expect(transfer).toMatchObject({ amount: 112, currency: "usd", destination: [...fake.accounts.keys()][0], metadata: { payout_id: paid.body.payout_id } });
    expect(fake.transfers.size).toBe(1);
    expect((await getJson(t, `${base(pat)}/payouts/summary`, { cookie: pat.cookie })).body).toMatchObject({ balance_cents: 0, paid_cents: 112 });

    // The platform reverses the transfer in Stripe: its webhook puts the amount back in the balance, once.
    const reversed = fake.reverseTransfer(transfer.id);
    for (const _ of [1, 2]) {
      const { payload, signature } = fake.signedEvent(reversed[0]!);
      expect((await t.request(STRIPE_WEBHOOK_PATH, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload })).status).toBe(200);
    }
    expect((await getJson(t, `${base(pat)}/payouts/summary`, { cookie: pat.cookie })).body).toMatchObject({ balance_cents: 112, paid_cents: 0 });
    expect((await getJson(t, `${base(pat)}/payouts`, { cookie: pat.cookie })).body.payouts[0]).toMatchObject({ payout_id: paid.body.payout_id, state: "reversed" });
    expect(JSON.stringify((await getJson(t, "/v1/notifications", { cookie: pat.cookie })).body)).toContain("A payout was reversed");
  });
});
