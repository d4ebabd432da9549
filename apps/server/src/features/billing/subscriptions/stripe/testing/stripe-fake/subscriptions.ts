import { addInterval, discountIds, newDiscount } from "./catalog";
import { emit } from "./events";
import { invoice } from "./invoices";
import type { FakePrice, FakeSubscription, Metadata, Params } from "./objects";
import { bool, discountParams, list, metadataOf, obj, str } from "./params";
import { releaseSchedule } from "./schedules";
import { clone, stripeId, type Store } from "./store";
import { declined, get, invalid, listOf, type Routes } from "./wire";

/**
 * Subscriptions: one item at quantity 1, made at Checkout; a plan change now (prorated by the
 * second, invoiced at once with `always_invoice`), discounts, cancellation at the period end or at
 * once.
 */

/** A customer's subscription to `price`, starting now with `coupons` applied. */
export function createSubscription(s: Store, input: { customer: string; price: FakePrice; metadata: Metadata; coupons: string[] }): FakeSubscription {
  const { customer, price } = input;
  const t = s.now();
  const sub: FakeSubscription = {
    id: stripeId("sub"),
    object: "subscription",
    customer,
    status: "active",
    items: listOf([], "/v1/subscription_items"),
    metadata: { ...input.metadata },
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    created: t,
    start_date: t,
    billing_cycle_anchor: t,
    schedule: null,
    latest_invoice: null,
    discounts: [],
    currency: price.currency,
    default_payment_method: stripeId("pm"),
    livemode: false,
  };
  sub.items.data.push({
    id: stripeId("si"),
    object: "subscription_item",
    price,
    quantity: 1,
    current_period_start: t,
    current_period_end: addInterval(t, price),
    subscription: sub.id,
    created: t,
    metadata: {},
    discounts: [],
  });
  sub.discounts = input.coupons.map((coupon) => newDiscount(s, coupon, customer, sub.id).id);
  s.subscriptions.set(sub.id, sub);
  emit(s, "customer.subscription.created", sub);
  return sub;
}

/** A subscription's JSON, `latest_invoice` expanded when asked. */
function subscriptionJson(s: Store, sub: FakeSubscription, expand: string[] = []): unknown {
  const out = clone(sub) as unknown as Params;
  if (expand.includes("latest_invoice") && sub.latest_invoice) out.latest_invoice = clone(s.invoices.get(sub.latest_invoice));
  return out;
}

/**
 * A price change of `item` at `t`, prorated by the second: the credit for the unused time of its
 * price, and the new price for the rest of the period (the same interval) or a whole new period
 * from `t` (another interval). The update invoices these; an invoice preview shows them.
 */
export function prorationOf(item: FakeSubscription["items"]["data"][number], price: FakePrice, t: number): { sameInterval: boolean; credit: number; newEnd: number; remaining: number } {
  const total = item.current_period_end - item.current_period_start;
  const unused = Math.max(0, Math.min(total, item.current_period_end - t));
  const sameInterval = price.recurring.interval === item.price.recurring.interval;
  return {
    sameInterval,
    credit: Math.round((item.price.unit_amount * unused) / total),
    newEnd: sameInterval ? item.current_period_end : addInterval(t, price),
    remaining: sameInterval ? Math.round((price.unit_amount * unused) / total) : price.unit_amount,
  };
}

function updateSubscription(s: Store, sub: FakeSubscription, params: Params): FakeSubscription {
  const previous: Params = {};
  const items = list(params.items);
  if (items.length > 0) {
    const wanted = obj(items[0]);
    const price = get(s.prices, "price", str(wanted.price) ?? "");
    const item = sub.items.data[0];
    if (price.id !== item.price.id) {
      const proration = str(params.proration_behavior) ?? "create_prorations";
      const errorIfIncomplete = params.payment_behavior === "error_if_incomplete";
      const t = s.now();
      const { sameInterval, credit, newEnd, remaining } = prorationOf(item, price, t);
      if (proration === "always_invoice" && errorIfIncomplete && remaining - credit > 0 && s.failNext.has(sub.customer)) {
        s.failNext.delete(sub.customer);
        throw declined();
      }
      previous.items = clone(sub.items);
      item.price = price;
      if (!sameInterval) {
        item.current_period_start = t;
        item.current_period_end = newEnd;
        sub.billing_cycle_anchor = t;
      }
      if (params.discounts !== undefined) applyDiscounts(s, sub, params.discounts, previous);
      if (proration === "always_invoice") {
        invoice(s, {
          subscription: sub,
          reason: "subscription_update",
          lines: [
            { amount: -credit, description: "Unused time on the previous plan", period: { start: t, end: item.current_period_end }, discountable: true },
            { amount: remaining, description: `Remaining time on ${price.nickname ?? price.id}`, period: { start: t, end: newEnd }, discountable: true },
          ],
        });
      }
    }
  }
  if (params.discounts !== undefined && items.length === 0) applyDiscounts(s, sub, params.discounts, previous);
  const cancel = bool(params.cancel_at_period_end);
  if (cancel !== null && cancel !== sub.cancel_at_period_end) {
    previous.cancel_at_period_end = sub.cancel_at_period_end;
    sub.cancel_at_period_end = cancel;
    sub.cancel_at = cancel ? sub.items.data[0].current_period_end : null;
    sub.canceled_at = cancel ? s.now() : null;
  }
  if (params.metadata !== undefined) {
    previous.metadata = { ...sub.metadata };
    sub.metadata = metadataOf(params.metadata, sub.metadata);
  }
  if (str(params.default_payment_method)) sub.default_payment_method = str(params.default_payment_method);
  emit(s, "customer.subscription.updated", sub, previous);
  return sub;
}

function applyDiscounts(s: Store, sub: FakeSubscription, value: unknown, previous: Params): void {
  previous.discounts = [...sub.discounts];
  sub.discounts = discountIds(s, discountParams(value), sub);
}

/** The subscription ends now (its schedule released). */
export function cancelSubscription(s: Store, sub: FakeSubscription): FakeSubscription {
  if (sub.status === "canceled") throw invalid(`No such subscription: '${sub.id}' (it is canceled)`);
  sub.status = "canceled";
  sub.ended_at = s.now();
  sub.canceled_at = sub.canceled_at ?? s.now();
  if (sub.schedule) releaseSchedule(s, get(s.schedules, "subscription_schedule", sub.schedule), false);
  emit(s, "customer.subscription.deleted", sub);
  return sub;
}

/** `/v1/subscriptions/:id` (made at Checkout only). */
export const subscriptionRoutes: Routes = {
  "GET subscriptions/:id": ({ s, id, expand }) => subscriptionJson(s, get(s.subscriptions, "subscription", id), expand),
  "POST subscriptions/:id": ({ s, id, params, expand }) => {
    const sub = get(s.subscriptions, "subscription", id);
    if (sub.status === "canceled") throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    return subscriptionJson(s, updateSubscription(s, sub, params), expand);
  },
  "DELETE subscriptions/:id": ({ s, id }) => subscriptionJson(s, cancelSubscription(s, get(s.subscriptions, "subscription", id))),
};
