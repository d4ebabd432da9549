import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tierLimits } from "@vocable/domain";
import { invoice, stripeConnectAccount } from "#db/schema/index";
import { AppError } from "#platform/errors";
import { getPromoCode, insertPromoCode, type PromoCodeRow } from "../repo";
import { createStripeClient } from "./stripe-client";
import { createStripePrices, planOfPrice, priceLookupKey } from "./stripe-prices";
import { createStripeHarness, sessionIdOf, type StripeHarness } from "./testing/stripe-harness";
import { parseStripeParams } from "./testing/stripe-fake";

let h: StripeHarness;

beforeEach(async () => {
  h = await createStripeHarness();
});
afterEach(async () => {
  await h.close();
});

async function checkout(tier: "starter" | "creator" | "pro", opts: { promo?: PromoCodeRow | null; firstMonth?: number | null; period?: "monthly_period" | "annual_period" } = {}) {
  const { url } = await h.provider.startCheckout({
    workspace: await h.ws(),
    userId: h.userId,
    email: h.email,
    tier,
    period: opts.period ?? "monthly_period",
    currency: "usd",
    promo: opts.promo ?? null,
    firstMonthPercentOff: opts.firstMonth ?? null,
    returnUrl: "http://localhost:8080/app/subscription",
  });
  return url;
}

/** Subscribes the workspace (checkout, paid, webhooks delivered) and answers the Stripe subscription id. */
async function subscribe(tier: "starter" | "creator" | "pro", opts: Parameters<typeof checkout>[1] = {}): Promise<string> {
  const url = await checkout(tier, opts);
  await h.deliver(h.fake.completeCheckout(sessionIdOf(url)));
  return (await h.sub())!.stripeSubscriptionId!;
}

async function invoices() {
  return h.database.db.select().from(invoice).where(eq(invoice.workspaceId, h.workspaceId));
}

async function promo(code: string, values: Partial<PromoCodeRow> = {}): Promise<PromoCodeRow> {
  await insertPromoCode(h.database.db, { code, percentOff: 20, durationInMonths: 3, ...values });
  return (await getPromoCode(h.database.db, code))!;
}

async function thrown(fn: () => Promise<unknown>): Promise<AppError> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected an AppError");
}

describe("the fake's parameter parser", () => {
  it("reads Stripe's bracket notation into objects and arrays", () => {
    expect(parseStripeParams("a=1&b[c]=2&d[0][price]=p&d[0][quantity]=1&d[1][price]=q&d[1][quantity]=1&e[0]=x&m[k]=")).toEqual({
      a: "1",
      b: { c: "2" },
      d: [
        { price: "p", quantity: "1" },
        { price: "q", quantity: "1" },
      ],
      e: ["x"],
      m: { k: "" },
    });
  });
});

describe("prices at Stripe", () => {
  it("makes each plan's product and price once, finds it again by lookup key, and maps a price back to its plan", async () => {
    const stripe = createStripeClient(h.deps.config.billing.stripe!);
    const prices = createStripePrices(stripe);
    const plan = { tier: "creator", period: "annual_period", currency: "eur" } as const;
    const id = await prices.priceId(plan);
    expect(await prices.priceId(plan)).toBe(id);
    const made = h.fake.prices.get(id)!;
    expect(made).toMatchObject({ unit_amount: 21000, currency: "eur", recurring: { interval: "year" }, lookup_key: "vocable_creator_annual_period_eur", product: "vocable_creator" });
    expect(h.fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/prices")).toHaveLength(1);

    // Another process (a fresh cache) finds the price by its lookup key instead of making a second one.
    const other = createStripePrices(stripe);
    expect(await other.priceId(plan)).toBe(id);
    expect(await other.priceId({ ...plan, tier: "starter" })).not.toBe(id);
    expect(h.fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/prices")).toHaveLength(2);
    expect(h.fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/products")).toHaveLength(2);

    expect(planOfPrice(made)).toEqual(plan);
    expect(priceLookupKey(plan)).toBe("vocable_creator_annual_period_eur");
    expect(planOfPrice({ lookup_key: null, metadata: { tier: "pro", period: "monthly_period" }, currency: "usd" })).toEqual({ tier: "pro", period: "monthly_period", currency: "usd" });
    expect(planOfPrice({ lookup_key: "someone_elses_price", metadata: {}, currency: "usd" })).toBeNull();
  });
});

describe("checkout and the subscription's start", () => {
  it("opens Stripe Checkout for the workspace's customer with the first-month coupon, and the webhooks start Creator", async () => {
    const url = await checkout("creator", { firstMonth: 50 });
    expect(url).toMatch(new RegExp(`^${h.fake.url}/checkout/cs_test_`));
    const created = h.fake.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(created.params).toMatchObject({
      mode: "subscription",
      client_reference_id: h.workspaceId,
      line_items: [{ quantity: "1" }],
      subscription_data: { metadata: { workspace_id: h.workspaceId, first_month_percent_off: "50" } },
      discounts: [{ coupon: "vocable_first_month_50" }],
      success_url: "http://localhost:8080/app/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}",
    });
    expect(h.fake.coupons.get("vocable_first_month_50")).toMatchObject({ percent_off: 50, duration: "once" });
    const customer = [...h.fake.customers.values()][0];
    expect(customer).toMatchObject({ email: h.email, metadata: { workspace_id: h.workspaceId } });

    const events = h.fake.completeCheckout(sessionIdOf(url));
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.created", "invoice.created", "invoice.finalized", "invoice.paid", "checkout.session.completed"]);
    const outcomes = await h.deliver(events);
    // invoice.created is not a type Vocable acts on: taken and ignored.
    expect(outcomes.every((o) => o.received)).toBe(true);

    const ws = await h.ws();
    expect(ws).toMatchObject({ tier: "creator", status: "active", billingPeriod: "monthly_period", currency: "usd", characterLimit: tierLimits("creator").characterLimit });
    const sub = (await h.sub())!;
    expect(sub).toMatchObject({ provider: "stripe", stripeCustomerId: customer.id, endedAt: null, cancelAt: null, previouslySubscribedTiers: ["creator"] });
    const stripeSub = h.fake.subscriptions.get(sub.stripeSubscriptionId!)!;
    expect(sub.currentPeriodEnd.getTime()).toBe(stripeSub.items.data[0].current_period_end * 1000);
    const [first] = await invoices();
    expect(first).toMatchObject({ provider: "stripe", status: "paid", subtotalCents: 2200, discountCents: 1100, amountDueCents: 1100, amountPaidCents: 1100, discountPercentOff: 50, reason: "subscription_create" });
    expect(first.hostedPdfUrl).toContain(first.providerInvoiceId!);

    // A second checkout of the same workspace reuses its customer.
    await checkout("creator");
    expect(h.fake.customers.size).toBe(1);
  });

  it("puts a promo code's coupon on the checkout and counts the code once, however often the events come", async () => {
    const code = await promo("spring20");
    const url = await checkout("pro", { promo: code });
    expect(h.fake.coupons.get("vocable_spring20")).toMatchObject({ percent_off: 20, duration: "repeating", duration_in_months: 3 });
    const events = h.fake.completeCheckout(sessionIdOf(url));
    await h.deliver(events);
    expect((await h.sub())!.discount).toEqual({ code: "spring20", percentOff: 20, amountOffCents: null, monthsLeft: 2 });
    expect((await getPromoCode(h.database.db, "spring20"))!.timesRedeemed).toBe(1);
    const [first] = await invoices();
    expect(first).toMatchObject({ subtotalCents: 9900, discountCents: 1980, discountPercentOff: 20 });

    // Replays change nothing: no second redemption, no second invoice.
    const again = await h.deliver(events);
    expect(again.every((o) => !o.applied)).toBe(true);
    expect((await getPromoCode(h.database.db, "spring20"))!.timesRedeemed).toBe(1);
    expect(await invoices()).toHaveLength(1);
  });

  it("starts from customer.subscription.created when checkout.session.completed comes later, once", async () => {
    const url = await checkout("starter");
    const events = h.fake.completeCheckout(sessionIdOf(url));
    const completed = events.find((e) => e.type === "checkout.session.completed")!;
    await h.deliver([events[0]]);
    expect((await h.ws()).tier).toBe("starter");
    await h.deliver([completed]);
    expect((await h.ws()).tier).toBe("starter");
    expect((await h.sub())!.previouslySubscribedTiers).toEqual(["starter"]);
  });
});

describe("webhook signatures", () => {
  it("refuses a missing, forged or tampered signature with invalid_signature, changing nothing", async () => {
    const url = await checkout("creator");
    const [created] = h.fake.completeCheckout(sessionIdOf(url));
    const { handleStripeEvent } = await import("./handle-stripe-event");
    const { payload, signature } = h.fake.signedEvent(created);
    const forged = h.fake.signedEvent(created, "whsec_notthesecret0000").signature;
    for (const [body, header] of [
      [payload, undefined],
      [payload, forged],
      [payload.replace(h.workspaceId, "someone-else"), signature],
      [payload, "t=1,v1=abc"],
    ] as const) {
      const err = await thrown(() => handleStripeEvent(h.deps, body, header));
      expect(err).toMatchObject({ code: "invalid_signature", status: 400 });
    }
    expect((await h.ws()).tier).toBe("free");
  });
});

describe("plan changes", () => {
  it("upgrades at once with a prorated invoice charged now, answering Vocable's invoice", async () => {
    const subId = await subscribe("creator");
    h.fake.takeEvents();
    const result = await h.provider.changePlan({
      workspace: await h.ws(),
      subscription: (await h.sub())!,
      kind: "upgrade",
      tier: "pro",
      period: "monthly_period",
      promo: null,
      idempotencyKey: "upgrade-key-0001",
    });
    expect(result).toMatchObject({ status: "ok", tier: "pro", billing_period: "monthly_period" });
    const update = h.fake.requests.find((r) => r.method === "POST" && r.path === `/v1/subscriptions/${subId}`)!;
    expect(update.params).toMatchObject({ proration_behavior: "always_invoice", payment_behavior: "error_if_incomplete" });
    expect(update.idempotencyKey).toBe(`vocable-${h.workspaceId}-upgrade-key-0001`);
    // Limits change at once, before any webhook.
    expect(await h.ws()).toMatchObject({ tier: "pro", status: "active", characterLimit: tierLimits("pro").characterLimit });
    const mirrored = (await invoices()).find((i) => i.id === result.invoice_id)!;
    expect(mirrored).toMatchObject({ reason: "subscription_update", status: "paid" });
    expect(mirrored.amountDueCents).toBeGreaterThan(9900 - 2200 - 5);
    expect(mirrored.amountDueCents).toBeLessThanOrEqual(9900 - 2200 + 5);

    // Its webhooks arrive afterwards and change nothing more; the invoice is not doubled.
    await h.deliver(h.fake.takeEvents());
    expect((await h.ws()).tier).toBe("pro");
    expect((await invoices()).filter((i) => i.reason === "subscription_update")).toHaveLength(1);
  });

  it("refuses an upgrade whose charge is declined with Stripe's message (400), leaving the plan as it was", async () => {
    const subId = await subscribe("creator");
    h.fake.failNextPayment(subId);
    const err = await thrown(async () =>
      h.provider.changePlan({ workspace: await h.ws(), subscription: (await h.sub())!, kind: "upgrade", tier: "pro", period: "monthly_period", promo: null, idempotencyKey: "declined-0001" }),
    );
    expect(err).toMatchObject({ code: "payment_provider_error", status: 400, message: "Your card was declined." });
    expect((await h.ws()).tier).toBe("creator");
    expect(h.fake.subscriptions.get(subId)!.items.data[0].price.lookup_key).toBe("vocable_creator_monthly_period_usd");
  });

  it("schedules a downgrade for the period end; the limits change only when the phase starts", async () => {
    const subId = await subscribe("pro");
    const result = await h.provider.changePlan({
      workspace: await h.ws(),
      subscription: (await h.sub())!,
      kind: "downgrade",
      tier: "starter",
      period: "monthly_period",
      promo: null,
      idempotencyKey: "downgrade-0001",
    });
    const stripeSub = h.fake.subscriptions.get(subId)!;
    const schedule = h.fake.schedules.get(stripeSub.schedule!)!;
    expect(schedule.metadata).toEqual({ type: "downgrade", downgrade_to: "starter", downgrade_to_period: "monthly_period" });
    expect(schedule.phases).toHaveLength(2);
    expect(schedule.phases[0].end_date).toBe(stripeSub.items.data[0].current_period_end);
    expect(h.fake.prices.get(schedule.phases[1].items[0].price)!.lookup_key).toBe("vocable_starter_monthly_period_usd");
    expect(result).toMatchObject({ tier: "pro", effective_at_unix: stripeSub.items.data[0].current_period_end, invoice_id: null });
    expect(await h.sub()).toMatchObject({ stripeScheduleId: schedule.id, pendingTier: "starter", pendingBillingPeriod: "monthly_period" });
    await h.deliver(h.fake.takeEvents());
    expect(await h.ws()).toMatchObject({ tier: "pro", characterLimit: tierLimits("pro").characterLimit });
    expect((await h.sub())!.pendingTier).toBe("starter");

    await h.deliver(h.fake.advanceToPeriodEnd(subId));
    expect(await h.ws()).toMatchObject({ tier: "starter", status: "active", characterLimit: tierLimits("starter").characterLimit });
    expect(await h.sub()).toMatchObject({ pendingTier: null, stripeScheduleId: null });
    expect((await invoices()).some((i) => i.reason === "subscription_cycle" && i.subtotalCents === 500)).toBe(true);
  });
});

describe("Stripe failures", () => {
  it("answers 502 payment_provider_error when Stripe is down, and never leaks the key when Stripe refuses it", async () => {
    h.fake.setDown(true);
    const down = await thrown(() => checkout("creator"));
    expect(down).toMatchObject({ code: "payment_provider_error", status: 502 });
    h.fake.setDown(false);

    const { createStripeProvider } = await import("./stripe-provider");
    const wrong = new Stripe("sk_test_wrongwrongwrong", { host: "127.0.0.1", port: new URL(h.fake.url).port, protocol: "http", maxNetworkRetries: 0 });
    const wrongKey = createStripeProvider(h.deps, { stripe: wrong, prices: createStripePrices(wrong), webhookSecret: h.fake.webhookSecret });
    const refused = await thrown(async () => wrongKey.verifyCardUrl(await h.ws(), null, "http://localhost:8080/app/subscription"));
    expect(refused.status).toBe(502);
    expect(refused.message).not.toContain("sk_");
    expect(JSON.stringify(h.log.lines)).not.toContain(h.fake.secretKey);
  });

  it("answers 400 with Stripe's message for a request Stripe refuses", async () => {
    await subscribe("creator");
    const sub = (await h.sub())!;
    const err = await thrown(async () => h.provider.renew(await h.ws(), { ...sub, stripeSubscriptionId: "sub_doesnotexist" }));
    expect(err).toMatchObject({ code: "payment_provider_error", status: 400 });
    expect(err.message).toContain("No such subscription");
  });
});

describe("portal, payment methods, card checks and Connect", () => {
  it("answers Stripe's pages for the workspace's customer, and a provider error before there is one", async () => {
    const none = await thrown(async () => h.provider.portalUrl(await h.ws(), null, "http://localhost:8080/app/subscription"));
    expect(none).toMatchObject({ code: "payment_provider_error", status: 400 });
    const verify = await h.provider.verifyCardUrl(await h.ws(), null, "http://localhost:8080/app/subscription");
    expect(verify).toMatch(/\/checkout\/cs_test_/);
    expect(h.fake.requests.at(-1)!.params).toMatchObject({ mode: "setup", currency: "usd", client_reference_id: h.workspaceId });

    await subscribe("creator");
    const customer = (await h.sub())!.stripeCustomerId!;
    expect(await h.provider.portalUrl(await h.ws(), await h.sub(), "http://localhost:8080/app/subscription")).toBe(`${h.fake.url}/portal/${customer}`);
    expect(await h.provider.paymentMethodsUrl(await h.ws(), await h.sub(), "http://localhost:8080/app/subscription")).toBe(
      `${h.fake.url}/portal/${customer}?flow=payment_method_update`,
    );

    // A completed card check makes the card the customer's default for invoices.
    const setup = await h.provider.verifyCardUrl(await h.ws(), await h.sub(), "http://localhost:8080/app/subscription");
    await h.deliver(h.fake.completeCheckout(sessionIdOf(setup)));
    expect(h.fake.customers.get(customer)!.invoice_settings.default_payment_method).toMatch(/^pm_/);
  });

  it("makes one Connect account per person: onboarding links for it, then its management link", async () => {
    const person = { userId: h.userId, email: h.email };
    const none = await thrown(() => h.provider.connectAccountUrl(person, "http://localhost:8080/app/payouts", "management"));
    expect(none).toMatchObject({ code: "payment_provider_error", status: 400 });
    const first = await h.provider.connectAccountUrl(person, "http://localhost:8080/app/payouts", "onboarding");
    const second = await h.provider.connectAccountUrl(person, "http://localhost:8080/app/payouts", "onboarding");
    expect(first).toMatch(/\/connect\/onboarding\/acct_/);
    expect(second).toBe(first);
    expect(h.fake.accounts.size).toBe(1);
    const [row] = await h.database.db.select().from(stripeConnectAccount).where(eq(stripeConnectAccount.userId, h.userId));
    expect(await h.provider.connectAccountUrl(person, "http://localhost:8080/app/payouts", "management")).toBe(`${h.fake.url}/express/${row.accountId}`);
  });
});

describe("overage", () => {
  it("adds overage to the next invoice, or invoices and charges it now past a threshold", async () => {
    const subId = await subscribe("creator");
    h.fake.takeEvents();
    await h.provider.invoiceOverage(await h.ws(), (await h.sub())!, { characters: 10_000, cents: 300, when: "next_invoice" });
    await h.provider.invoiceOverage(await h.ws(), (await h.sub())!, { characters: 200_000, cents: 6000, when: "now" });
    const events = h.fake.takeEvents();
    expect(events.map((e) => e.type)).toEqual(["invoice.created", "invoice.finalized", "invoice.paid"]);
    await h.deliver(events);
    const threshold = (await invoices()).find((i) => i.reason === "manual")!;
    expect(threshold).toMatchObject({ status: "paid", subtotalCents: 6300, discountCents: 0, amountPaidCents: 6300 });
    expect(threshold.lines.map((l) => l.amountCents).sort()).toEqual([300, 6000]);
    // The next renewal has only the plan left.
    await h.deliver(h.fake.advanceToPeriodEnd(subId));
    expect((await invoices()).find((i) => i.reason === "subscription_cycle")).toMatchObject({ subtotalCents: 2200 });
  });
});
