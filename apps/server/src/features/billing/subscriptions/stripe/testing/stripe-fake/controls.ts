import { addInterval, createCustomer, discountIds } from "./catalog";
import { emit } from "./events";
import { invoice, markPaid, pendingItems } from "./invoices";
import type { FakeSetupIntent, Params } from "./objects";
import { releaseSchedule } from "./schedules";
import { clone, stripeId, type Store } from "./store";
import { cancelSubscription, createSubscription } from "./subscriptions";
import { get } from "./wire";

/**
 * What happens at Stripe outside the API, as tests drive it: a customer completing Checkout, a
 * period ending, a card declined, an open invoice paid. Each makes the events Stripe would.
 */

/** The customer pays at Checkout: the subscription (or the setup) is made as Stripe would. */
export function completeCheckout(s: Store, sessionId: string): void {
  const session = get(s.sessions, "checkout.session", sessionId);
  if (session.status !== "open") throw new Error(`checkout session ${sessionId} is ${session.status}`);
  if (session.mode === "setup") {
    const intent: FakeSetupIntent = { id: stripeId("seti"), object: "setup_intent", customer: session.customer, payment_method: stripeId("pm"), status: "succeeded", created: s.now() };
    s.setupIntents.set(intent.id, intent);
    session.setup_intent = intent.id;
    session.status = "complete";
    emit(s, "setup_intent.succeeded", intent);
    emit(s, "checkout.session.completed", session);
    return;
  }
  const customer = session.customer ?? createCustomer(s, {}).id;
  session.customer = customer;
  const price = get(s.prices, "price", session.line_items_input[0].price);
  const sub = createSubscription(s, { customer, price, metadata: session.subscription_metadata, coupons: session.discounts_input.map((d) => d.coupon) });
  session.subscription = sub.id;
  session.status = "complete";
  // Checkout charges the first invoice itself: the card the customer just entered.
  s.failNext.delete(customer);
  invoice(s, {
    subscription: sub,
    reason: "subscription_create",
    lines: [
      { amount: price.unit_amount, description: `1 × ${price.nickname ?? price.product}`, period: { start: sub.start_date, end: sub.items.data[0].current_period_end }, discountable: true },
    ],
  });
  emit(s, "checkout.session.completed", session);
}

/** The subscription's period ends: a scheduled phase starts, a cancellation ends it, or it renews and is invoiced. */
export function advanceToPeriodEnd(s: Store, subscriptionId: string): void {
  const sub = get(s.subscriptions, "subscription", subscriptionId);
  const item = sub.items.data[0];
  s.offset += Math.max(0, item.current_period_end - s.now());
  const t = s.now();
  if (sub.cancel_at_period_end) {
    cancelSubscription(s, sub);
    return;
  }
  const previous: Params = { items: clone(sub.items) };
  const schedule = sub.schedule ? s.schedules.get(sub.schedule) : undefined;
  if (schedule) {
    const next = schedule.phases.find((p) => p.start_date === item.current_period_end);
    if (next) {
      item.price = get(s.prices, "price", next.items[0].price);
      sub.discounts = discountIds(s, next.discounts, sub);
      if (Object.keys(next.metadata).length > 0) sub.metadata = { ...sub.metadata, ...next.metadata };
      schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
      emit(s, "subscription_schedule.updated", schedule);
    } else if (schedule.phases.at(-1)!.end_date <= t) {
      // The last phase is over: a schedule that ends with `release` lets go of the subscription.
      releaseSchedule(s, schedule, false);
    }
  }
  item.current_period_start = t;
  item.current_period_end = addInterval(t, item.price);
  emit(s, "customer.subscription.updated", sub, previous);
  const inv = invoice(s, {
    subscription: sub,
    reason: "subscription_cycle",
    lines: [{ amount: item.price.unit_amount, description: `1 × ${item.price.nickname ?? item.price.product}`, period: { start: t, end: item.current_period_end }, discountable: true }],
    items: pendingItems(s, sub.customer, sub.id),
  });
  if (inv.status !== "paid") {
    sub.status = "past_due";
    emit(s, "customer.subscription.updated", sub, { status: "active" });
  }
}

/** The next charge to this subscription's customer is declined. */
export function failNextPayment(s: Store, subscriptionId: string): void {
  s.failNext.add(get(s.subscriptions, "subscription", subscriptionId).customer);
}

/** An open invoice is paid (the customer fixed the card, or Stripe's retry succeeded). */
export function payInvoice(s: Store, invoiceId: string): void {
  const inv = get(s.invoices, "invoice", invoiceId);
  if (inv.status !== "open") throw new Error(`invoice ${invoiceId} is ${inv.status}`);
  inv.attempt_count += 1;
  markPaid(s, inv);
  const subId = inv.parent?.subscription_details.subscription;
  const sub = subId ? s.subscriptions.get(subId) : undefined;
  if (sub && sub.status === "past_due") {
    sub.status = "active";
    emit(s, "customer.subscription.updated", sub, { status: "past_due" });
  }
}
