import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoice, workspace, workspaceSubscription } from "#db/schema/index";
import { postJson } from "#testing/account-flows";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { getJson, joinWorkspace } from "#testing/workspace-teams";
import { startTestSmtp } from "#testing/test-smtp";
import { applyOperatorPlan } from "#features/operators/instance-admin/use-cases/set-workspace-plan";
import { insertPromoCode } from "./repo";
import { billingProviderOf } from "./create-billing-provider";
import { invoiceOverage } from "./use-cases/invoice-overage";
import { resetCharacterCounts } from "./use-cases/reset-character-counts";
import { rollLocalPeriods } from "./use-cases/roll-local-periods";

let t: TestApp;

const B = "/v1/billing";
const post = (user: TestUser, path: string, body?: unknown) => postJson(t, `${B}${path}`, body ?? {}, user.cookie);
const subscriptionOf = async (user: TestUser) => (await getJson(t, "/v1/user/subscription", user)).body;
const invoicesOf = async (user: TestUser) => (await getJson(t, `${B}/invoices`, user)).body.invoices as { amount_due_cents: number; reason: string; status: string; invoice_id: string; discount_cents: number; subtotal_cents: number }[];

/** Checks out a plan through the local provider's confirmation page, as the browser does. */
async function subscribe(user: TestUser, body: Record<string, unknown>) {
  const res = await post(user, "/create-checkout-session", body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = new URL(res.body.url).pathname.split("/").pop()!;
  expect(res.body.url).toBe(`http://localhost:8080/app/checkout/${id}`);
  const done = await post(user, `/checkout-sessions/${id}/complete`);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { id, session: done.body };
}

/** Moves the subscription's period end to the past, as time passing would. */
async function endPeriodNow(user: TestUser) {
  await t.deps.db.update(workspaceSubscription).set({ currentPeriodEnd: new Date() }).where(eq(workspaceSubscription.workspaceId, user.workspaceId));
  await new Promise((r) => setTimeout(r, 2));
}

beforeAll(async () => {
  // Self-service: plans change at once (plan-requests.test.ts covers the default, operator approval).
  t = await createTestApp({ PUBLIC_URL: "http://localhost:8080", BILLING_SELF_SERVICE: "true" });
  await insertPromoCode(t.deps.db, { code: "launch20", percentOff: 20, amountOffCents: null, currency: null, durationInMonths: 3, expiresAt: null, maxRedemptions: null });
  await insertPromoCode(t.deps.db, { code: "gone", percentOff: 50, amountOffCents: null, currency: null, durationInMonths: 1, expiresAt: new Date("2020-01-01"), maxRedemptions: null });
  await insertPromoCode(t.deps.db, { code: "five-off", percentOff: null, amountOffCents: 500, currency: "usd", durationInMonths: 1, expiresAt: null, maxRedemptions: 1 });
});
afterAll(async () => {
  await t?.close();
});

describe("plans with the local provider", () => {
  it("answers the public config", async () => {
    const res = await t.request(`${B}/config`);
    expect(await res.json()).toEqual({ provider: "local", isolated_environment: false, currencies: ["usd", "eur"], collects_payments: false, mode: "local_self_service" });
  });

  it("checks a promo code for a signed-out visitor: whether it exists and is current", async () => {
    const check = async (promocode: string) =>
      (await t.request(`${B}/validate-promocode`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ promocode }) })).json();
    expect(await check("LAUNCH20")).toEqual({ valid: true, amount_off: null, percent_off: 20, duration_in_months: 3 });
    expect(await check("nothing-here")).toEqual({ valid: false, amount_off: null, percent_off: null, duration_in_months: null });
  });

  it("checks out Creator monthly with a promo code, then shows the plan, the discount and the invoice", async () => {
    const user = await t.signUp("Clara Creator");
    const before = await subscriptionOf(user);
    expect(before).toMatchObject({ tier: "free", status: "free", next_invoice: null, pending_change: null, has_open_invoices: false });

    const start = await post(user, "/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period", currency: "usd", promocode: " LAUNCH20 " });
    const id = new URL(start.body.url).pathname.split("/").pop()!;
    const session = await getJson(t, `${B}/checkout-sessions/${id}`, user);
    expect(session.body).toMatchObject({
      status: "open",
      tier: "creator",
      subtotal_cents: 2200,
      discount_cents: 440,
      amount_due_cents: 1760,
      collects_payment: false,
      discount_description: "Coupon code applied for checkout! 20% off each month for 3 months",
    });
    // Nothing changes until the user confirms.
    expect((await subscriptionOf(user)).tier).toBe("free");

    const [a, b] = await Promise.all([post(user, `/checkout-sessions/${id}/complete`), post(user, `/checkout-sessions/${id}/complete`)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.status).toBe("complete");

    const sub = await subscriptionOf(user);
    expect(sub).toMatchObject({ tier: "creator", status: "active", billing_period: "monthly_period", currency: "usd", character_limit: 100_000, character_count: 0, voice_limit: 30 });
    // The next invoice: the list price with the second of three discounted months.
    expect(sub.next_invoice).toMatchObject({ amount_due_cents: 1760, subtotal_cents: 2200, discount_percent_off: 20 });
    expect(sub.next_invoice.next_payment_attempt_unix).toBe(sub.next_character_count_reset_unix);
    const invoices = await invoicesOf(user);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ reason: "subscription_create", status: "uncollected", subtotal_cents: 2200, discount_cents: 440, amount_due_cents: 1760 });

    const pdf = await t.request(`${B}/invoices/${invoices[0].invoice_id}/pdf`, { headers: { cookie: user.cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    // The code was this workspace's once.
    expect((await post(user, "/validate-promocode", { promocode: "launch20" })).body).toEqual({ valid: false, amount_off: null, percent_off: null, duration_in_months: null });
  });

  it("reads the subscription through the official SDK unchanged", async () => {
    const user = await t.signUp("Sam Sdk");
    await subscribe(user, { subscription_type: "pro", billing_period: "annual_period", currency: "eur", no_default_promocode: true });
    await post(user, "/change-subscription", { subscription_type: "creator", billing_period: "monthly_period", idempotency_key: "sdk-down-1" });
    const sdk = new ElevenLabsClient({ apiKey: user.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    const sub = await sdk.user.subscription.get();
    expect(sub).toMatchObject({ tier: "pro", status: "active", billingPeriod: "annual_period", currency: "eur", characterLimit: 500_000, characterRefreshPeriod: "monthly_period" });
    const me = await sdk.user.get();
    expect(me.subscription.tier).toBe("pro");
    // Besides the SDK's fields, the raw answer carries the pending downgrade and the next invoice.
    const raw = await subscriptionOf(user);
    expect(raw.pending_change).toMatchObject({ kind: "change", next_tier: "creator", next_billing_period: "monthly_period" });
    expect(raw.next_invoice).toMatchObject({ amount_due_cents: 2100 });
  });

  it("gives a never-paid user the first-month discount unless no_default_promocode", async () => {
    const user = await t.signUp("Fiona First");
    const res = await post(user, "/create-checkout-session", { subscription_type: "starter", billing_period: "monthly_period" });
    const id = new URL(res.body.url).pathname.split("/").pop()!;
    expect((await getJson(t, `${B}/checkout-sessions/${id}`, user)).body).toMatchObject({ subtotal_cents: 500, discount_cents: 400, amount_due_cents: 100, discount_description: "First month 80% off" });
    const plain = await post(user, "/create-checkout-session", { subscription_type: "starter", billing_period: "monthly_period", no_default_promocode: true });
    const plainId = new URL(plain.body.url).pathname.split("/").pop()!;
    expect((await getJson(t, `${B}/checkout-sessions/${plainId}`, user)).body).toMatchObject({ discount_cents: 0, amount_due_cents: 500, discount_description: null });
    // Annual has no first-month offer.
    const annual = await post(user, "/create-checkout-session", { subscription_type: "creator", billing_period: "annual_period", currency: "eur" });
    const annualId = new URL(annual.body.url).pathname.split("/").pop()!;
    expect((await getJson(t, `${B}/checkout-sessions/${annualId}`, user)).body).toMatchObject({ currency: "eur", subtotal_cents: 21000, discount_cents: 0 });
  });

  it("schedules a downgrade, cancels it, cancels the subscription, renews, upgrades at once", async () => {
    const user = await t.signUp("Dora Downgrade");
    await subscribe(user, { subscription_type: "creator", billing_period: "monthly_period", no_default_promocode: true });
    const periodEnd = (await subscriptionOf(user)).next_character_count_reset_unix;

    const down = { subscription_type: "starter", billing_period: "monthly_period", idempotency_key: "downgrade-0001" };
    const first = await post(user, "/change-subscription", down);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "ok", tier: "creator", effective_at_unix: periodEnd, invoice_id: null });
    // The same key again answers the same result; with another body it is refused.
    expect(await post(user, "/change-subscription", down)).toEqual(first);
    const reused = await post(user, "/change-subscription", { ...down, subscription_type: "pro" });
    expect(reused.status).toBe(409);
    expect(reused.body.detail.status).toBe("idempotency_key_reused");

    let sub = await subscriptionOf(user);
    expect(sub).toMatchObject({ tier: "creator", character_limit: 100_000, pending_change: { kind: "change", next_tier: "starter", next_billing_period: "monthly_period", timestamp_seconds: periodEnd } });
    expect(sub.next_invoice.amount_due_cents).toBe(500);

    expect((await post(user, "/cancel-downgrade")).status).toBe(200);
    expect((await subscriptionOf(user)).pending_change).toBeNull();
    const again = await post(user, "/cancel-downgrade");
    expect(again.status).toBe(409);

    const cancel = await post(user, "/cancel-subscription");
    expect(cancel.body).toEqual({ status: "ok", cancel_at_unix: periodEnd });
    sub = await subscriptionOf(user);
    expect(sub.pending_change).toEqual({ kind: "cancellation", timestamp_seconds: periodEnd });
    expect(sub.next_invoice).toBeNull();
    expect((await post(user, "/renew-subscription")).status).toBe(200);
    expect((await subscriptionOf(user)).pending_change).toBeNull();
    expect((await post(user, "/renew-subscription")).status).toBe(409);

    const up = await post(user, "/change-subscription", { subscription_type: "pro", billing_period: "monthly_period", idempotency_key: "upgrade-00001" });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.tier).toBe("pro");
    sub = await subscriptionOf(user);
    expect(sub).toMatchObject({ tier: "pro", character_limit: 500_000, voice_limit: 160 });
    const invoices = await invoicesOf(user);
    expect(invoices[0].reason).toBe("subscription_update");
    // Pro minus Creator for (almost) the whole month.
    expect(invoices[0].amount_due_cents).toBeGreaterThan(7600);
    expect(invoices[0].amount_due_cents).toBeLessThanOrEqual(9900 - 2200);
  });

  it("applies a scheduled downgrade at the period end, and a cancellation returns to free", async () => {
    const user = await t.signUp("Pete Period");
    await subscribe(user, { subscription_type: "pro", billing_period: "monthly_period", no_default_promocode: true });
    await post(user, "/change-subscription", { subscription_type: "creator", billing_period: "monthly_period", idempotency_key: "to-creator-1" });
    expect((await subscriptionOf(user)).character_limit).toBe(500_000);

    await endPeriodNow(user);
    expect(await rollLocalPeriods(t.deps.db, new Date())).toBeGreaterThanOrEqual(1);
    const sub = await subscriptionOf(user);
    expect(sub).toMatchObject({ tier: "creator", character_limit: 100_000, pending_change: null, status: "active" });
    const invoices = await invoicesOf(user);
    expect(invoices[0]).toMatchObject({ reason: "subscription_cycle", amount_due_cents: 2200 });

    await post(user, "/cancel-subscription");
    await endPeriodNow(user);
    await rollLocalPeriods(t.deps.db, new Date());
    expect(await subscriptionOf(user)).toMatchObject({ tier: "free", status: "free", billing_period: null, character_limit: 10_000, next_invoice: null, pending_change: null });
    // A second roll changes nothing.
    expect(await rollLocalPeriods(t.deps.db, new Date())).toBe(0);

    // Paid before: no first-month offer any more.
    const res = await post(user, "/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period" });
    const id = new URL(res.body.url).pathname.split("/").pop()!;
    expect((await getJson(t, `${B}/checkout-sessions/${id}`, user)).body.discount_cents).toBe(0);
  });

  it("bills characters past the limit as overage, at once past the billing threshold", async () => {
    const user = await t.signUp("Olga Overage");
    await subscribe(user, { subscription_type: "creator", billing_period: "monthly_period", no_default_promocode: true });
    expect((await postJson(t, "/v1/user/edit", { allowed_to_extend_character_limit: true }, user.cookie)).status).toBe(200);
    await t.deps.db.update(workspace).set({ characterCount: 99_990 }).where(eq(workspace.id, user.workspaceId));
    const voices = (await getJson(t, "/v1/voices", user)).body.voices as { voice_id: string; labels: { language?: string } }[];
    const voiceId = voices.find((v) => v.labels.language === "en")!.voice_id;
    const tts = await t.request(`/v1/text-to-speech/${voiceId}?output_format=mp3_22050_32`, {
      method: "POST",
      headers: { "xi-api-key": user.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ text: "Hello there, over the limit now." }),
    });
    expect(tts.status).toBe(200);
    await tts.arrayBuffer();
    let sub = await subscriptionOf(user);
    expect(sub.character_count).toBe(99_990 + 32);
    expect(sub.current_overage).toEqual({ amount: "0.01", currency: "usd" });
    expect(sub.next_invoice.amount_due_cents).toBe(2201);

    // Past Creator's threshold ($44): 150,000 characters at $0.30 per 1000 is $45.
    await t.deps.db.update(workspace).set({ unbilledOverageCharacters: 150_000 }).where(eq(workspace.id, user.workspaceId));
    await invoiceOverage(t.deps.db, billingProviderOf(t.deps)!, new Date());
    const invoices = await invoicesOf(user);
    expect(invoices[0]).toMatchObject({ reason: "overage_threshold", amount_due_cents: 4500 });
    sub = await subscriptionOf(user);
    expect(sub.current_overage.amount).toBe("0.00");
  });

  it("resets the character count monthly from the subscription's start", async () => {
    const user = await t.signUp("Rita Reset");
    await subscribe(user, { subscription_type: "starter", billing_period: "annual_period" });
    const before = await subscriptionOf(user);
    await t.deps.db.update(workspace).set({ characterCount: 1234, nextCharacterCountResetAt: new Date(Date.now() - 1000) }).where(eq(workspace.id, user.workspaceId));
    expect(await resetCharacterCounts(t.deps.db, new Date())).toBeGreaterThanOrEqual(1);
    const after = await subscriptionOf(user);
    expect(after.character_count).toBe(0);
    // Monthly even on an annual plan: the next reset is about a month away, on the anchor's day.
    expect(after.next_character_count_reset_unix).toBe(before.next_character_count_reset_unix);
    expect(after.character_refresh_period).toBe("monthly_period");
  });

  it("refuses what cannot be bought, bad codes and the wrong plan action with clear errors", async () => {
    const user = await t.signUp("Bad Input");
    const unknown = await post(user, "/create-checkout-session", { subscription_type: "platinum", billing_period: "monthly_period" });
    expect(unknown.status).toBe(422);
    const free = await post(user, "/create-checkout-session", { subscription_type: "free", billing_period: "annual_period" });
    expect(free.status).toBe(400);
    expect(free.body.detail).toMatchObject({ status: "invalid_plan", message: "The Free plan has no annual price: choose Starter, Creator, Pro, Scale or Business." });
    const enterprise = await post(user, "/create-checkout-session", { subscription_type: "enterprise", billing_period: "monthly_period" });
    expect(enterprise.body.detail.status).toBe("invalid_plan");
    const expired = await post(user, "/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period", promocode: "gone" });
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toEqual({ status: "coupon_expired", message: "This coupon has expired, please use a different one. We've removed it from your browser." });
    const invalid = await post(user, "/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period", promocode: "no-such-code" });
    expect(invalid.body.detail).toEqual({ status: "invalid_promocode", message: "Invalid promocode" });
    const nul = await post(user, "/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period", promocode: "a\u0000b" });
    expect(nul.status).toBe(422);
    const wrongCurrency = await post(user, "/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period", currency: "eur", promocode: "five-off" });
    expect(wrongCurrency.body.detail.status).toBe("invalid_promocode");
    expect((await post(user, "/validate-promocode", { promocode: "five-off" })).body).toEqual({ valid: true, amount_off: 500, percent_off: null, duration_in_months: 1 });

    // Nothing to change, cancel or renew on free.
    const change = await post(user, "/change-subscription", { subscription_type: "pro", idempotency_key: "free-change-1" });
    expect(change.status).toBe(400);
    expect(change.body.detail.status).toBe("subscription_not_found");
    expect((await post(user, "/cancel-subscription")).body.detail.status).toBe("subscription_change_not_allowed");
    const bad = await post(user, "/change-subscription", { subscription_type: "pro", idempotency_key: "x" });
    expect(bad.status).toBe(422);

    // Another workspace's checkout and invoice are not found.
    const other = await t.signUp("Other Owner");
    const { id } = await subscribe(other, { subscription_type: "starter", billing_period: "monthly_period" });
    expect((await getJson(t, `${B}/checkout-sessions/${id}`, user)).status).toBe(404);
    const otherInvoice = (await invoicesOf(other))[0].invoice_id;
    expect((await t.request(`${B}/invoices/${otherInvoice}/pdf`, { headers: { cookie: user.cookie } })).status).toBe(404);
    // Subscribing again while subscribed is the wrong plan action.
    const twice = await post(other, "/create-checkout-session", { subscription_type: "pro", billing_period: "monthly_period" });
    expect(twice.status).toBe(409);
    // Payment pages do not exist without a card provider.
    const methods = await post(other, "/create-update-payment-methods-session");
    expect(methods.status).toBe(400);
    expect(methods.body.detail.status).toBe("payment_provider_error");
  });

  it("lets exactly one of two workspaces take the last redemption of a code", async () => {
    await insertPromoCode(t.deps.db, { code: "last-one", percentOff: 10, amountOffCents: null, currency: null, durationInMonths: 1, expiresAt: null, maxRedemptions: 1 });
    const [a, b] = [await t.signUp("Racer A"), await t.signUp("Racer B")];
    const ids: string[] = [];
    for (const user of [a, b]) {
      const res = await post(user, "/create-checkout-session", { subscription_type: "starter", billing_period: "monthly_period", promocode: "last-one" });
      expect(res.status).toBe(200);
      ids.push(new URL(res.body.url).pathname.split("/").pop()!);
    }
    const results = await Promise.all([post(a, `/checkout-sessions/${ids[0]}/complete`), post(b, `/checkout-sessions/${ids[1]}/complete`)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const loser = results[0].status === 400 ? a : b;
    expect(results.find((r) => r.status === 400)!.body.detail.status).toBe("invalid_promocode");
    // The refused checkout changed nothing.
    expect((await subscriptionOf(loser)).tier).toBe("free");
    expect(await invoicesOf(loser)).toHaveLength(0);
  });

  it("pages invoices by keyset", async () => {
    const user = await t.signUp("Ivy Invoices");
    await subscribe(user, { subscription_type: "starter", billing_period: "monthly_period", no_default_promocode: true });
    for (let i = 0; i < 3; i++) {
      await endPeriodNow(user);
      await rollLocalPeriods(t.deps.db, new Date());
    }
    const first = (await getJson(t, `${B}/invoices?page_size=3`, user)).body;
    expect(first.invoices).toHaveLength(3);
    expect(first.has_more).toBe(true);
    const second = (await getJson(t, `${B}/invoices?page_size=3&page_token=${first.next_page_token}`, user)).body;
    expect(second.invoices).toHaveLength(1);
    expect(second.has_more).toBe(false);
    const ids = [...first.invoices, ...second.invoices].map((i: { invoice_id: string }) => i.invoice_id);
    expect(new Set(ids).size).toBe(4);
  });

  it("pages invoices a few microseconds apart in one millisecond without skipping or repeating one", async () => {
    const user = await t.signUp("Micro Invoices");
    // Newest first: each page boundary falls between rows of the same millisecond (and a tie of times).
    const times = ["2026-03-01 10:00:00.000900+00", "2026-03-01 10:00:00.000700+00", "2026-03-01 10:00:00.000700+00", "2026-03-01 10:00:00.000300+00", "2026-03-01 10:00:00.000001+00"];
    const made = times.map((at, i) => ({ id: `inv_micro${user.workspaceId.slice(0, 8)}${i}`, at }));
    for (const [i, row] of made.entries()) {
      await t.deps.db.insert(invoice).values({
        id: row.id,
        workspaceId: user.workspaceId,
        number: `MICRO-${user.workspaceId}-${i}`,
        provider: "local",
        status: "uncollected",
        currency: "usd",
        subtotalCents: 100,
        amountDueCents: 100,
        reason: "manual",
        lines: [],
        createdAt: sql`${row.at}::timestamptz`,
      });
    }
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page: { invoices: { invoice_id: string }[]; next_page_token: string | null } = (await getJson(t, `${B}/invoices?page_size=1${token ? `&page_token=${token}` : ""}`, user)).body;
      seen.push(...page.invoices.map((i) => i.invoice_id));
      token = page.next_page_token;
    } while (token && seen.length <= made.length);
    // Expected order computed independently: created_at descending, then id descending.
    const expected = [...made].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1)).map((r) => r.id);
    expect(seen).toEqual(expected);
  });
});

describe("BILLING_PROVIDER=none", () => {
  it("hides plans: the config says so and the calls are not found", async () => {
    const off = await createTestApp({ BILLING_PROVIDER: "none" });
    try {
      expect(await (await off.request(`${B}/config`)).json()).toMatchObject({ provider: "none" });
      const user = await off.signUp("No Billing");
      const res = await postJson(off, `${B}/create-checkout-session`, { subscription_type: "creator", billing_period: "monthly_period" }, user.cookie);
      expect(res.status).toBe(404);
      expect(res.body.detail.status).toBe("billing_disabled");
    } finally {
      await off.close();
    }
  });
});

describe("who may, and where", () => {
  it("refuses members who are not admins, and paid tiers in an isolated environment", async () => {
    const smtp = await startTestSmtp();
    const iso = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:8080", ISOLATED_ENVIRONMENT: "true", ADMIN_EMAILS: "sales-ops@example.com" });
    try {
      await iso.deps.jobs.start();
      expect(await (await iso.request(`${B}/config`)).json()).toMatchObject({ isolated_environment: true });
      const admin = await iso.signUp("Iso Admin");
      const blocked = await postJson(iso, `${B}/create-checkout-session`, { subscription_type: "creator", billing_period: "monthly_period" }, admin.cookie);
      expect(blocked.status).toBe(403);
      expect(blocked.body.detail).toEqual({ status: "plan_not_allowed", message: "The Creator plan is not available in this isolated environment: ask an operator for a trial or enterprise plan." });

      // Trial is allowed in an isolated environment; it brings the seats for a second member.
      await applyOperatorPlan(iso.deps.db, admin.workspaceId, { tier: "trial", max_seats: 5 });
      const editor = await iso.signUp("Iso Editor");
      await joinWorkspace(iso, smtp, admin, editor, "workspace_member");
      for (const path of ["/create-checkout-session", "/cancel-subscription", "/apply-discount"]) {
        const res = await postJson(iso, `${B}${path}`, { subscription_type: "starter", billing_period: "monthly_period", discount_code: "x" }, editor.cookie);
        expect(res.status, path).toBe(403);
        expect(res.body.detail.status).toBe("missing_permissions");
      }
      expect((await getJson(iso, `${B}/invoices`, editor)).status).toBe(403);
      // The Enterprise form is public: stored, and the operators are mailed.
      const form = { name: "Grace Buyer", email: "Grace@Example.com", company: "Big Co", seats: 40, message: "We need 40 seats and SSO." };
      const sent = await iso.request(`${B}/contact-sales`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(form) });
      expect(sent.status).toBe(200);
      const mail = await smtp.waitForMail("sales-ops@example.com", { subject: /Enterprise request: Big Co/ });
      expect(mail.text).toContain("Grace Buyer (grace@example.com) of Big Co asks about the Enterprise plan for 40 seats:");
      expect(mail.text).toContain("We need 40 seats and SSO.");
      const bad = await iso.request(`${B}/contact-sales`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...form, message: "" }) });
      expect(bad.status).toBe(422);
      // An API key never reaches billing, even the admin's.
      expect((await iso.request(`${B}/invoices`, { headers: { "xi-api-key": admin.apiKey } })).status).toBe(403);
    } finally {
      await iso.close();
      await smtp.close();
    }
  }, 120_000);
});
