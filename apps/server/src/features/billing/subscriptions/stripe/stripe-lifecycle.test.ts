import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tierLimits } from "@vocable/domain";
import { invoice } from "#db/schema/index";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { startTestSmtp } from "#testing/test-smtp";
import { joinWorkspace } from "#testing/workspace-teams";
import { insertPromoCode } from "../repo";
import { startStripeFake, type StripeFake } from "./testing/stripe-fake";
import { sessionIdOf, stripeEnv } from "./testing/stripe-harness";
import { STRIPE_WEBHOOK_PATH } from "./webhook-routes";

// The whole Stripe lifecycle over HTTP: Vocable's billing routes with BILLING_PROVIDER=stripe, the
// SDK pointed at the Stripe-protocol fake, and Stripe's events delivered to the webhook route
// signed with the SDK's test header helper, as Stripe would send them.

let fake: StripeFake;
let t: TestApp;
let u: TestUser;

beforeEach(async () => {
  fake = await startStripeFake();
  t = await createTestApp(stripeEnv(fake));
  u = await t.signUp();
});
afterEach(async () => {
  await t.close();
  await fake.close();
});

async function post(path: string, body: unknown = {}): Promise<Response> {
  return t.request(`/v1/billing${path}`, { method: "POST", headers: { cookie: u.cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
}

async function ok<T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> {
  const answered = await res;
  const text = await answered.text();
  expect(answered.status, text).toBe(200);
  return JSON.parse(text) as T;
}

interface SubscriptionView {
  tier: string;
  status: string;
  billing_period: string | null;
  character_limit: number;
  has_open_invoices: boolean;
  pending_change: { kind: string; next_tier?: string; timestamp_seconds: number } | null;
  next_invoice: { discount_percent_off: number | null; amount_due_cents: number } | null;
}

async function subscription(): Promise<SubscriptionView> {
  return ok<SubscriptionView>(t.request("/v1/user/subscription", { headers: { cookie: u.cookie } }));
}

function webhook(payload: string, signature?: string): Promise<Response> {
  return t.request(STRIPE_WEBHOOK_PATH, { method: "POST", headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) }, body: payload });
}

async function deliver(events: Stripe.Event[]): Promise<void> {
  for (const event of events) {
    const { payload, signature } = fake.signedEvent(event);
    expect(await ok(webhook(payload, signature))).toEqual({ received: true });
  }
}

async function invoiceRows() {
  return t.database.db.select().from(invoice).where(eq(invoice.workspaceId, u.workspaceId));
}

/** Subscribes through the route and Stripe Checkout; answers the Stripe subscription id. */
async function subscribe(tier = "creator", extra: Record<string, unknown> = {}): Promise<string> {
  const { url } = await ok<{ url: string }>(post("/create-checkout-session", { subscription_type: tier, billing_period: "monthly_period", currency: "usd", ...extra }));
  const events = fake.completeCheckout(sessionIdOf(url));
  await deliver(events);
  return [...fake.subscriptions.values()].at(-1)!.id;
}

function change(tier: string, key: string, extra: Record<string, unknown> = {}) {
  return ok<{ tier: string; invoice_id: string | null; effective_at_unix: number }>(
    post("/change-subscription", { subscription_type: tier, billing_period: "monthly_period", idempotency_key: key, ...extra }),
  );
}

describe("Stripe lifecycle over HTTP", () => {
  it("create: checkout, then the webhooks put the workspace on Creator, active", async () => {
    expect((await subscription()).tier).toBe("free");
    const subId = await subscribe();
    const view = await subscription();
    expect(view).toMatchObject({ tier: "creator", status: "active", billing_period: "monthly_period", character_limit: tierLimits("creator").characterLimit, has_open_invoices: false, pending_change: null });
    expect(fake.subscriptions.get(subId)!.metadata.workspace_id).toBe(u.workspaceId);
    // The first month of Creator is half off for a workspace that never paid.
    const [first] = await invoiceRows();
    expect(first).toMatchObject({ status: "paid", subtotalCents: 2200, discountCents: 1100 });
  });

  it("upgrade: charged a prorated invoice at once, the new limits at once; the same idempotency key answers the same result", async () => {
    await subscribe();
    const result = await change("pro", "upgrade-to-pro-1");
    expect(result.tier).toBe("pro");
    expect(await subscription()).toMatchObject({ tier: "pro", status: "active", character_limit: tierLimits("pro").characterLimit });
    const prorated = (await invoiceRows()).find((i) => i.id === result.invoice_id)!;
    expect(prorated).toMatchObject({ provider: "stripe", reason: "subscription_update", status: "paid" });
    await deliver(fake.takeEvents());
    expect(await change("pro", "upgrade-to-pro-1")).toEqual(result);
    expect((await invoiceRows()).filter((i) => i.reason === "subscription_update")).toHaveLength(1);
  });

  it("preview: the upgrade's amounts from Stripe's invoice preview, which the upgrade then charges; a downgrade's at the period end", async () => {
    const subId = await subscribe("creator", { no_default_promocode: true });
    const preview = await ok<{ amount_due_now_cents: number; credit_cents: number; charge_cents: number; source: string; action: string; effective_at_unix: number }>(
      post("/change-subscription/preview", { subscription_type: "pro", billing_period: "monthly_period" }),
    );
    const asked = fake.requests.filter((r) => r.path === "/v1/invoices/create_preview");
    expect(asked).toHaveLength(1);
    const item = fake.subscriptions.get(subId)!.items.data[0];
    expect(asked[0].params).toMatchObject({
      subscription: subId,
      subscription_details: { items: [{ id: item.id, quantity: "1" }], proration_behavior: "always_invoice" },
    });
    expect(preview).toMatchObject({ action: "upgrade", source: "stripe" });
    // Just after the period started: almost all of Creator is credited, almost all of Pro charged.
    expect(preview.credit_cents).toBeGreaterThan(2150);
    expect(preview.charge_cents).toBeGreaterThan(9800);
    expect(preview.amount_due_now_cents).toBe(preview.charge_cents - preview.credit_cents);
    // Nothing changed at Stripe or here.
    expect(fake.subscriptions.get(subId)!.items.data[0].price.id).toBe(item.price.id);
    expect((await subscription()).tier).toBe("creator");

    const result = await change("pro", "preview-then-upgrade-1");
    const charged = (await invoiceRows()).find((i) => i.id === result.invoice_id)!;
    expect(Math.abs(charged.amountDueCents - preview.amount_due_now_cents)).toBeLessThanOrEqual(1);

    const down = await ok<{ action: string; amount_due_now_cents: number; effective_at_unix: number }>(post("/change-subscription/preview", { subscription_type: "starter", billing_period: "monthly_period" }));
    expect(down).toMatchObject({ action: "downgrade", amount_due_now_cents: 0 });
    expect(down.effective_at_unix).toBe(fake.subscriptions.get(subId)!.items.data[0].current_period_end);
  });

  it("downgrade: scheduled for the period end, the limits change only when Stripe starts the new phase", async () => {
    const subId = await subscribe("pro", { no_default_promocode: true });
    const result = await change("starter", "downgrade-starter-1");
    await deliver(fake.takeEvents());
    const stripeSub = fake.subscriptions.get(subId)!;
    expect(result.effective_at_unix).toBe(stripeSub.items.data[0].current_period_end);
    expect(fake.schedules.get(stripeSub.schedule!)!.metadata).toMatchObject({ type: "downgrade", downgrade_to: "starter" });
    expect(await subscription()).toMatchObject({ tier: "pro", character_limit: tierLimits("pro").characterLimit, pending_change: { kind: "change", next_tier: "starter" } });

    await deliver(fake.advanceToPeriodEnd(subId));
    expect(await subscription()).toMatchObject({ tier: "starter", status: "active", character_limit: tierLimits("starter").characterLimit, pending_change: null });
  });

  it("downgrade to fewer seats: the newest editors are locked when Stripe starts the new phase, not before", async () => {
    // This test's app mails invites: a new app with an SMTP server, the same fake.
    const smtp = await startTestSmtp();
    try {
      await t.close();
      t = await createTestApp({ ...stripeEnv(fake), SMTP_URL: smtp.url });
      await t.deps.jobs.start();
      u = await t.signUp("Stripe Seat Owner");
      const subId = await subscribe("growing_business", { no_default_promocode: true });
      const editor = await t.signUp("Stripe Seat Editor");
      await joinWorkspace(t, smtp, u, editor);
      const preview = await ok<{ members_losing_access: { email: string }[]; seats: number }>(post("/change-subscription/preview", { subscription_type: "pro", billing_period: "monthly_period" }));
      expect(preview).toMatchObject({ seats: 1, members_losing_access: [{ email: editor.email }] });
      await change("pro", "seat-downgrade-1");
      await deliver(fake.takeEvents());
      const locked = async () => (await ok<{ email: string; is_locked: boolean }[]>(t.request("/v1/workspace/members", { headers: { cookie: u.cookie } }))).map((m) => [m.email, m.is_locked]);
      expect(await locked()).toEqual([
        [u.email, false],
        [editor.email, false],
      ]);
      await deliver(fake.advanceToPeriodEnd(subId));
      expect((await subscription()).tier).toBe("pro");
      expect(await locked()).toEqual([
        [u.email, false],
        [editor.email, true],
      ]);
    } finally {
      await smtp.close();
    }
  }, 120_000);

  it("cancel-downgrade: the schedule is released at Stripe and the pending change goes", async () => {
    const subId = await subscribe("pro");
    await change("creator", "downgrade-creator-1");
    const scheduleId = fake.subscriptions.get(subId)!.schedule!;
    await ok(post("/cancel-downgrade"));
    expect(fake.schedules.get(scheduleId)!.status).toBe("released");
    expect(fake.subscriptions.get(subId)!.schedule).toBeNull();
    expect((await subscription()).pending_change).toBeNull();
    await deliver(fake.takeEvents());
    expect((await subscription()).pending_change).toBeNull();
    // The period ends on Pro as it was.
    await deliver(fake.advanceToPeriodEnd(subId));
    expect((await subscription()).tier).toBe("pro");
  });

  it("cancel, renew, cancel again: the subscription ends at the period end and the workspace returns to free", async () => {
    const subId = await subscribe();
    const cancelled = await ok<{ cancel_at_unix: number }>(post("/cancel-subscription"));
    expect(fake.subscriptions.get(subId)!.cancel_at_period_end).toBe(true);
    expect(cancelled.cancel_at_unix).toBe(fake.subscriptions.get(subId)!.items.data[0].current_period_end);
    expect((await subscription()).pending_change).toMatchObject({ kind: "cancellation" });

    await ok(post("/renew-subscription"));
    expect(fake.subscriptions.get(subId)!.cancel_at_period_end).toBe(false);
    await deliver(fake.takeEvents());
    expect((await subscription()).pending_change).toBeNull();

    await ok(post("/cancel-subscription"));
    await deliver(fake.takeEvents());
    const events = fake.advanceToPeriodEnd(subId);
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.deleted"]);
    await deliver(events);
    expect(await subscription()).toMatchObject({ tier: "free", status: "free", character_limit: tierLimits("free").characterLimit, pending_change: null });
  });

  it("apply-discount: the promo code's coupon goes on the Stripe subscription and on the next invoice", async () => {
    const subId = await subscribe();
    await insertPromoCode(t.database.db, { code: "loyal25", percentOff: 25, durationInMonths: 2 });
    await ok(post("/apply-discount", { discount_code: "LOYAL25" }));
    const stripeSub = fake.subscriptions.get(subId)!;
    expect(stripeSub.discounts).toHaveLength(1);
    expect(fake.coupons.get("vocable_loyal25")).toMatchObject({ percent_off: 25, duration: "repeating", duration_in_months: 2 });
    expect((await subscription()).next_invoice).toMatchObject({ discount_percent_off: 25 });
    await deliver(fake.takeEvents());
    await deliver(fake.advanceToPeriodEnd(subId));
    const renewal = (await invoiceRows()).find((i) => i.reason === "subscription_cycle")!;
    expect(renewal).toMatchObject({ subtotalCents: 2200, discountCents: 550, discountPercentOff: 25 });
  });

  it("a declined renewal: past_due with an open invoice, then paid: active again", async () => {
    const subId = await subscribe();
    fake.failNextPayment(subId);
    await deliver(fake.advanceToPeriodEnd(subId));
    expect(await subscription()).toMatchObject({ tier: "creator", status: "past_due", has_open_invoices: true });
    const open = (await invoiceRows()).find((i) => i.status === "open")!;
    expect(open.nextPaymentAttemptAt).not.toBeNull();

    await deliver(fake.payInvoice(open.providerInvoiceId!));
    expect(await subscription()).toMatchObject({ tier: "creator", status: "active", has_open_invoices: false });
  });

  it("a replayed event changes nothing; an older event arriving late does not undo a newer one", async () => {
    const url = (await ok<{ url: string }>(post("/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period" }))).url;
    const events = fake.completeCheckout(sessionIdOf(url));
    await deliver(events);
    const before = (await invoiceRows()).length;
    await deliver(events);
    await deliver(events);
    expect(await invoiceRows()).toHaveLength(before);
    expect((await subscription()).tier).toBe("creator");

    // Cancel, then renew: Stripe's two events arrive in the wrong order.
    await ok(post("/cancel-subscription"));
    const [cancelledEvent] = fake.takeEvents();
    await ok(post("/renew-subscription"));
    const [renewedEvent] = fake.takeEvents();
    expect(cancelledEvent.type).toBe("customer.subscription.updated");
    await deliver([renewedEvent, cancelledEvent]);
    expect((await subscription()).pending_change).toBeNull();
  });

  it("refuses a forged, tampered or missing signature with 400 invalid_signature", async () => {
    const url = (await ok<{ url: string }>(post("/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period" }))).url;
    const [created] = fake.completeCheckout(sessionIdOf(url));
    const { payload, signature } = fake.signedEvent(created);
    for (const res of [
      await webhook(payload, fake.signedEvent(created, "whsec_forgedforgedforged").signature),
      await webhook(payload.replace('"active"', '"trialing"'), signature),
      await webhook(payload),
    ]) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { detail: { status: string } }).detail.status).toBe("invalid_signature");
    }
    expect((await subscription()).tier).toBe("free");
  });

  it("answers 502 payment_provider_error while Stripe is down", async () => {
    fake.setDown(true);
    const res = await post("/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period" });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { detail: { status: string } }).detail.status).toBe("payment_provider_error");
  });
});
