import { createHash } from "node:crypto";
import type Stripe from "stripe";
import type { SubscriptionChangeResult } from "@vocable/contract";
import type { BillingPeriod, Currency } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { toUnixSeconds } from "#platform/unix-time";
import { type WorkspaceRow, lockWorkspace } from "#features/workspaces/workspaces/repo";
import type { BillingProvider, CheckoutInput, ConnectPerson, OrderCharge, PlanChangeAmounts, PlanChangeInput, PlanChangePreviewInput } from "../provider";
import { getSubscription, updateSubscription, type PromoCodeRow, type SubscriptionRow } from "../repo";
import { discountOfPromo } from "../use-cases/check-promo-code";
import { stripeBillingOf, type StripeBilling } from "./stripe-billing";
import { firstMonthCoupon, promoCoupon } from "./stripe-coupons";
import { callStripe } from "./stripe-errors";
import { refundOrderInvoice, transferToProducer } from "./stripe-payouts";
import { findConnectAccount, mirroredInvoiceStatus, saveConnectAccount } from "./stripe-repo";
import { applySubscription, cancelAtOf, fromUnix, idOf, mirrorInvoice, redeemOnce, type VocableSubscriptionMetadata } from "./stripe-sync";

export type StripeProviderDeps = Pick<AppDeps, "db" | "log" | "config">;

/** `url` with `params` appended to its query (kept as written: Stripe fills in `{CHECKOUT_SESSION_ID}`). */
function withParams(url: string, params: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}${params}`;
}

function currencyOf(ws: WorkspaceRow): Currency {
  return ws.currency === "eur" ? "eur" : "usd";
}

function shortHash(...parts: string[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 16);
}

/** The Stripe subscription of a running subscription row, or 400 subscription_not_found (a plan an operator set, or the local provider's). */
function stripeSubscriptionIdOf(sub: SubscriptionRow): string {
  if (sub.provider !== "stripe" || !sub.stripeSubscriptionId) {
    throw new AppError("subscription_not_found", 400, "This workspace's plan is not billed through Stripe: ask an operator of this instance to change it.");
  }
  return sub.stripeSubscriptionId;
}

/**
 * BILLING_PROVIDER=stripe: Stripe Checkout for a new subscription, Stripe's subscriptions and
 * subscription schedules for plan changes, its customer portal for payment methods and invoices,
 * and Stripe Connect for producers' payouts. Vocable's state follows Stripe's through the
 * webhooks (handle-stripe-event.ts); a change made here that takes effect at once (an upgrade, a
 * cancellation, a scheduled downgrade) is also written at once, so the next page shows it.
 * Every Stripe failure is an AppError `payment_provider_error` (stripe-errors.ts).
 */
export function createStripeProvider(deps: StripeProviderDeps, billing: StripeBilling = stripeBillingOf(deps.config)): BillingProvider {
  const { db, log } = deps;
  const { stripe, prices } = billing;

  /** The workspace's Stripe customer: the one recorded on its subscription row, else a new one (recorded when a row exists). */
  async function customerOf(ws: WorkspaceRow, known: SubscriptionRow | null, email: string): Promise<string> {
    const row = known ?? (await getSubscription(db, ws.id));
    if (row?.stripeCustomerId) return row.stripeCustomerId;
    // The same request again (a double click) answers the same customer rather than a second one.
    const key = `vocable-customer-${ws.id}-${shortHash(email, ws.name)}`;
    const customer = await stripe.customers.create({ ...(email ? { email } : {}), name: ws.name, metadata: { workspace_id: ws.id } }, { idempotencyKey: key });
    if (row) await updateSubscription(db, ws.id, { stripeCustomerId: customer.id });
    return customer.id;
  }

  /** The customer of a workspace that has paid before, or null. */
  async function knownCustomer(ws: WorkspaceRow, sub: SubscriptionRow | null): Promise<string | null> {
    return sub?.stripeCustomerId ?? (await getSubscription(db, ws.id))?.stripeCustomerId ?? null;
  }

  async function upgrade(input: PlanChangeInput, subId: string, current: Stripe.Subscription, price: string, stripeKey: string): Promise<SubscriptionChangeResult> {
    const scheduled = idOf(current.schedule);
    // An upgrade replaces a scheduled downgrade.
    if (scheduled) await stripe.subscriptionSchedules.release(scheduled);
    const coupon = input.promo ? await promoCoupon(stripe, input.promo, currencyOf(input.workspace)) : null;
    const updated = await stripe.subscriptions.update(
      subId,
      {
        items: [{ id: current.items.data[0].id, price, quantity: 1 }],
        // Prorated and charged at once; a declined card leaves the plan as it was (a 400 with Stripe's message).
        proration_behavior: "always_invoice",
        payment_behavior: "error_if_incomplete",
        cancel_at_period_end: false,
        ...(coupon && input.promo ? { discounts: [{ coupon }], metadata: { promo_code: input.promo.code } } : {}),
        expand: ["latest_invoice"],
      },
      { idempotencyKey: stripeKey },
    );
    const latest = updated.latest_invoice && typeof updated.latest_invoice === "object" ? updated.latest_invoice : null;
    const now = new Date();
    return db.transaction(async (tx) => {
      const ws = (await lockWorkspace(tx, input.workspace.id)) ?? input.workspace;
      let row = (await getSubscription(tx, ws.id)) ?? input.subscription;
      if (input.promo) {
        await redeemOnce(tx, input.promo.code, ws.id, log);
        row = (await updateSubscription(tx, ws.id, { discount: discountOfPromo(input.promo) })) ?? row;
      }
      await applySubscription(tx, ws, row, updated, now, log);
      const invoice = latest ? await mirrorInvoice(tx, ws.id, latest, await mirroredInvoiceStatus(tx, latest.id)) : null;
      return { status: "ok" as const, tier: input.tier, billing_period: input.period, effective_at_unix: toUnixSeconds(now), invoice_id: invoice?.id ?? null };
    });
  }

  async function downgrade(input: PlanChangeInput, subId: string, current: Stripe.Subscription, price: string, stripeKey: string): Promise<SubscriptionChangeResult> {
    const previousSchedule = idOf(current.schedule);
    if (previousSchedule) await stripe.subscriptionSchedules.release(previousSchedule);
    // A schedule cannot take over a subscription that is set to end: the downgrade replaces the cancellation.
    if (current.cancel_at_period_end) await stripe.subscriptions.update(subId, { cancel_at_period_end: false });
    const schedule = await stripe.subscriptionSchedules.create({ from_subscription: subId }, { idempotencyKey: `${stripeKey}-schedule` });
    const phase = schedule.phases[0];
    const carried = (phase.discounts ?? []).flatMap((d): Stripe.SubscriptionScheduleUpdateParams.Phase.Discount[] => {
      const discount = idOf(d.discount);
      const coupon = idOf(d.coupon);
      return discount ? [{ discount }] : coupon ? [{ coupon }] : [];
    });
    const coupon = input.promo ? await promoCoupon(stripe, input.promo, currencyOf(input.workspace)) : null;
    const updated = await stripe.subscriptionSchedules.update(
      schedule.id,
      {
        end_behavior: "release",
        proration_behavior: "none",
        phases: [
          { items: [{ price: phase.items[0] ? idOf(phase.items[0].price)! : current.items.data[0].price.id, quantity: 1 }], start_date: phase.start_date, end_date: phase.end_date, discounts: carried },
          {
            items: [{ price, quantity: 1 }],
            duration: { interval: input.period === "annual_period" ? "year" : "month", interval_count: 1 },
            proration_behavior: "none",
            discounts: coupon ? [{ coupon }] : carried,
            ...(input.promo ? { metadata: { promo_code: input.promo.code } } : {}),
          },
        ],
        metadata: { type: "downgrade", downgrade_to: input.tier, downgrade_to_period: input.period },
      },
      { idempotencyKey: `${stripeKey}-phases` },
    );
    return db.transaction(async (tx) => {
      const ws = (await lockWorkspace(tx, input.workspace.id)) ?? input.workspace;
      if (input.promo) {
        await redeemOnce(tx, input.promo.code, ws.id, log);
        await updateSubscription(tx, ws.id, { discount: discountOfPromo(input.promo) });
      }
      await updateSubscription(tx, ws.id, { stripeScheduleId: updated.id, pendingTier: input.tier, pendingBillingPeriod: input.period, cancelAt: null });
      return {
        status: "ok" as const,
        tier: ws.tier,
        billing_period: ws.billingPeriod as BillingPeriod | null,
        effective_at_unix: phase.end_date,
        invoice_id: null,
      };
    });
  }

  /**
   * An upgrade's amounts from Stripe's invoice preview (POST /v1/invoices/create_preview) of the
   * same update changePlan makes (the item's new price, `always_invoice`), prorated at this second:
   * what is due is the preview's amount_due, the credit its negative lines, the charge its positive ones.
   */
  async function previewUpgrade(subId: string, current: Stripe.Subscription, price: string): Promise<PlanChangeAmounts> {
    const now = Math.floor(Date.now() / 1000);
    const preview = await stripe.invoices.createPreview({
      customer: idOf(current.customer) ?? undefined,
      subscription: subId,
      subscription_details: { items: [{ id: current.items.data[0].id, price, quantity: 1 }], proration_behavior: "always_invoice", proration_date: now },
    });
    const amounts = preview.lines.data.map((line) => line.amount);
    return {
      dueNowCents: preview.amount_due,
      creditCents: -amounts.filter((a) => a < 0).reduce((sum, a) => sum + a, 0),
      chargeCents: amounts.filter((a) => a > 0).reduce((sum, a) => sum + a, 0),
      effectiveAt: fromUnix(now),
    };
  }

  return {
    kind: "stripe",
    collectsPayments: true,

    previewPlanChange: (input: PlanChangePreviewInput) =>
      callStripe(async () => {
        if (input.kind === "downgrade") return { dueNowCents: 0, creditCents: 0, chargeCents: 0, effectiveAt: input.subscription.currentPeriodEnd };
        const subId = stripeSubscriptionIdOf(input.subscription);
        const current = await stripe.subscriptions.retrieve(subId);
        const price = await prices.priceId({ tier: input.tier, period: input.period, currency: currencyOf(input.workspace) });
        return previewUpgrade(subId, current, price);
      }),

    startCheckout: (input: CheckoutInput) =>
      callStripe(async () => {
        const ws = input.workspace;
        const customer = await customerOf(ws, null, input.email);
        const price = await prices.priceId({ tier: input.tier, period: input.period, currency: input.currency });
        const firstMonth = !input.promo && input.firstMonthPercentOff ? input.firstMonthPercentOff : null;
        const metadata: VocableSubscriptionMetadata = {
          workspace_id: ws.id,
          ...(input.promo ? { promo_code: input.promo.code } : {}),
          ...(firstMonth ? { first_month_percent_off: String(firstMonth) } : {}),
        };
        const coupon = input.promo ? await promoCoupon(stripe, input.promo, input.currency) : firstMonth ? await firstMonthCoupon(stripe, firstMonth) : null;
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer,
          client_reference_id: ws.id,
          line_items: [{ price, quantity: 1 }],
          subscription_data: { metadata: { ...metadata } },
          metadata: { workspace_id: ws.id, user_id: input.userId },
          ...(coupon ? { discounts: [{ coupon }] } : {}),
          success_url: withParams(input.returnUrl, "checkout=success&session_id={CHECKOUT_SESSION_ID}"),
          cancel_url: withParams(input.returnUrl, "checkout=canceled"),
        });
        if (!session.url) throw new AppError("payment_provider_error", 502, "The payment provider answered a checkout without a page to go to.");
        return { url: session.url };
      }),

    changePlan: (input: PlanChangeInput) =>
      callStripe(async () => {
        const subId = stripeSubscriptionIdOf(input.subscription);
        // Scoped to the workspace: two workspaces sending the same key never share Stripe's answer.
        const stripeKey = `vocable-${input.workspace.id}-${input.idempotencyKey}`;
        const current = await stripe.subscriptions.retrieve(subId);
        const price = await prices.priceId({ tier: input.tier, period: input.period, currency: currencyOf(input.workspace) });
        return input.kind === "upgrade" ? upgrade(input, subId, current, price, stripeKey) : downgrade(input, subId, current, price, stripeKey);
      }),

    cancelAtPeriodEnd: (ws: WorkspaceRow, sub: SubscriptionRow) =>
      callStripe(async () => {
        const subId = stripeSubscriptionIdOf(sub);
        const current = await stripe.subscriptions.retrieve(subId);
        // Cancelling drops a scheduled downgrade (a schedule would renew the subscription).
        const scheduled = idOf(current.schedule);
        if (scheduled) await stripe.subscriptionSchedules.release(scheduled);
        const updated = await stripe.subscriptions.update(subId, { cancel_at_period_end: true });
        await updateSubscription(db, ws.id, { cancelAt: cancelAtOf(updated) ?? sub.currentPeriodEnd, pendingTier: null, pendingBillingPeriod: null, stripeScheduleId: null });
      }),

    renew: (ws: WorkspaceRow, sub: SubscriptionRow) =>
      callStripe(async () => {
        await stripe.subscriptions.update(stripeSubscriptionIdOf(sub), { cancel_at_period_end: false });
        await updateSubscription(db, ws.id, { cancelAt: null });
      }),

    cancelDowngrade: (ws: WorkspaceRow, sub: SubscriptionRow) =>
      callStripe(async () => {
        const current = await stripe.subscriptions.retrieve(stripeSubscriptionIdOf(sub));
        const scheduled = idOf(current.schedule);
        if (scheduled) await stripe.subscriptionSchedules.release(scheduled);
        await updateSubscription(db, ws.id, { pendingTier: null, pendingBillingPeriod: null, stripeScheduleId: null });
      }),

    applyDiscount: (ws: WorkspaceRow, sub: SubscriptionRow, promo: PromoCodeRow) =>
      callStripe(async () => {
        const coupon = await promoCoupon(stripe, promo, currencyOf(ws));
        await stripe.subscriptions.update(stripeSubscriptionIdOf(sub), { discounts: [{ coupon }], metadata: { promo_code: promo.code } });
        await db.transaction(async (tx) => {
          await lockWorkspace(tx, ws.id);
          await redeemOnce(tx, promo.code, ws.id, log);
          await updateSubscription(tx, ws.id, { discount: discountOfPromo(promo) });
        });
      }),

    portalUrl: (ws: WorkspaceRow, sub: SubscriptionRow | null, returnUrl: string) =>
      callStripe(async () => {
        const customer = await knownCustomer(ws, sub);
        if (!customer) throw new AppError("payment_provider_error", 400, "This workspace has no billing account at Stripe yet: subscribe to a plan first.");
        const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
        return session.url;
      }),

    paymentMethodsUrl: (ws: WorkspaceRow, sub: SubscriptionRow | null, returnUrl: string) =>
      callStripe(async () => {
        const customer = await knownCustomer(ws, sub);
        if (customer) {
          const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl, flow_data: { type: "payment_method_update" } });
          return session.url;
        }
        return setupSessionUrl(ws, await customerOf(ws, sub, ""), returnUrl, "payment_methods");
      }),

    verifyCardUrl: (ws: WorkspaceRow, sub: SubscriptionRow | null, returnUrl: string) =>
      callStripe(async () => setupSessionUrl(ws, await customerOf(ws, sub, ""), returnUrl, "verify_card")),

    connectAccountUrl: (person: ConnectPerson, returnUrl: string, kind: "onboarding" | "management") =>
      callStripe(async () => {
        let account = await findConnectAccount(db, person.userId);
        if (kind === "management") {
          if (!account) throw new AppError("payment_provider_error", 400, "There is no payout account yet: set one up with /v1/billing/create-connect-account first.");
          return (await stripe.accounts.createLoginLink(account)).url;
        }
        if (!account) {
          const created = await stripe.accounts.create(
            { type: "express", ...(person.email ? { email: person.email } : {}), metadata: { user_id: person.userId } },
            { idempotencyKey: `vocable-connect-${person.userId}` },
          );
          account = await saveConnectAccount(db, person.userId, created.id);
        }
        const link = await stripe.accountLinks.create({ account, type: "account_onboarding", refresh_url: returnUrl, return_url: returnUrl });
        return link.url;
      }),

    invoiceOverage: (ws: WorkspaceRow, sub: SubscriptionRow, overage) =>
      callStripe(async () => {
        const subscription = stripeSubscriptionIdOf(sub);
        const customer = sub.stripeCustomerId;
        if (!customer || overage.cents <= 0) return;
        await stripe.invoiceItems.create({
          customer,
          subscription,
          amount: overage.cents,
          currency: currencyOf(ws),
          description: `${overage.characters.toLocaleString("en-US")} characters beyond the plan's limit`,
          // A promo code takes money off the plan, not off the usage beyond it.
          discountable: false,
          metadata: { workspace_id: ws.id, characters: String(overage.characters) },
        });
        if (overage.when !== "now") return;
        // A billing threshold was crossed: the usage is invoiced and charged now rather than with the next renewal.
        const invoice = await stripe.invoices.create({
          customer,
          subscription,
          pending_invoice_items_behavior: "include",
          collection_method: "charge_automatically",
          auto_advance: true,
          metadata: { workspace_id: ws.id, reason: "overage_threshold" },
        });
        await stripe.invoices.finalizeInvoice(invoice.id);
        try {
          await stripe.invoices.pay(invoice.id);
        } catch (err) {
          // A declined card leaves the invoice open: Stripe retries it, and its webhooks mark the subscription past due.
          log.warn("stripe: the overage invoice could not be charged now", { workspaceId: ws.id, invoice: invoice.id, error: (err as Error).message });
        }
      }),

    payOut: (person, payout) => callStripe(() => transferToProducer(stripe, db, person, payout)),
    refundOrder: (ws, refund) => callStripe(() => refundOrderInvoice(stripe, db, ws.id, refund)),

    chargeOrder: (ws: WorkspaceRow, charge: OrderCharge) =>
      callStripe(async () => {
        const sub = await getSubscription(db, ws.id);
        const customer = sub?.stripeCustomerId;
        if (!customer) throw new AppError("payment_required", 402, "This workspace has no billing account at Stripe yet: subscribe to a plan first, then submit the order again.");
        const metadata = { workspace_id: ws.id, order_id: charge.orderId, reason: "productions_order" };
        const key = `vocable-order-${charge.idempotencyKey}`;
        // An invoice of its own (no subscription: a decline never makes the plan past due), charged to the plan's card.
        const draft = await stripe.invoices.create(
          { customer, currency: "usd", collection_method: "charge_automatically", auto_advance: false, pending_invoice_items_behavior: "exclude", metadata },
          { idempotencyKey: `${key}-invoice` },
        );
        await stripe.invoiceItems.create({ customer, invoice: draft.id, amount: charge.cents, currency: "usd", description: charge.description, discountable: false, metadata }, { idempotencyKey: `${key}-item` });
        await stripe.invoices.finalizeInvoice(draft.id);
        const card = sub.stripeSubscriptionId ? idOf((await stripe.subscriptions.retrieve(sub.stripeSubscriptionId)).default_payment_method) : null;
        let paid: Stripe.Invoice;
        try {
          paid = await stripe.invoices.pay(draft.id, card ? { payment_method: card } : {});
        } catch (err) {
          // An answer lost on the way may hide a payment: Stripe's record decides.
          const after = await stripe.invoices.retrieve(draft.id).catch(() => null);
          if (after?.status !== "paid") {
            // Nothing stays owed: the invoice is voided, so it is never collected behind the order's back.
            const voided = await stripe.invoices.voidInvoice(draft.id).catch(() => null);
            if (voided) await mirrorInvoice(db, ws.id, voided, null);
            if ((err as { type?: string }).type === "StripeCardError") throw new AppError("payment_declined", 402, (err as Error).message || "The card was declined.");
            throw err;
          }
          paid = after;
        }
        // Written at once (the webhook's copy of it changes nothing), so the invoice list shows it now.
        const row = await mirrorInvoice(db, ws.id, paid, null);
        if (!row) throw new AppError("payment_provider_error", 502, "The payment provider answered the order's invoice in a state Vocable cannot record.");
        return { invoiceId: row.id };
      }),
  };

  async function setupSessionUrl(ws: WorkspaceRow, customer: string, returnUrl: string, purpose: "verify_card" | "payment_methods"): Promise<string> {
    const session = await stripe.checkout.sessions.create({
      mode: "setup",
      customer,
      currency: currencyOf(ws),
      client_reference_id: ws.id,
      metadata: { workspace_id: ws.id, purpose },
      success_url: withParams(returnUrl, `${purpose}=success`),
      cancel_url: withParams(returnUrl, `${purpose}=canceled`),
    });
    if (!session.url) throw new AppError("payment_provider_error", 502, "The payment provider answered a setup session without a page to go to.");
    return session.url;
  }
}
