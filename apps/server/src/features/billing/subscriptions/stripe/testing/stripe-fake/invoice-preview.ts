import type { FakeSubscription, Params } from "./objects";
import { list, num, obj, str } from "./params";
import { stripeId, type Store } from "./store";
import { prorationOf } from "./subscriptions";
import { get, invalid, listOf, unrecognized, type Routes } from "./wire";

/**
 * `POST /v1/invoices/create_preview` for a change of a subscription's price
 * (`subscription` + `subscription_details[items][0][id|price]`, `proration_behavior`,
 * `proration_date`): the invoice the change would make now, computed as the update computes it
 * (prorationOf) and not stored. Its lines carry `parent.subscription_item_details.proration`, as
 * Stripe's do; the subscription's discounts are taken off without using one of their invoices.
 * `always_invoice` previews the invoice made at once; otherwise the next renewal's invoice, with
 * `create_prorations`' lines added to it.
 */
function previewInvoice(s: Store, p: Params): unknown {
  const subId = str(p.subscription);
  if (!subId) throw invalid("This preview needs a subscription (customer-only previews are not served by the fake).", "subscription");
  const sub: FakeSubscription = get(s.subscriptions, "subscription", subId);
  if (str(p.customer) && str(p.customer) !== sub.customer) throw invalid(`The subscription ${sub.id} does not belong to customer ${str(p.customer)}.`, "customer");
  const details = obj(p.subscription_details);
  const item = sub.items.data[0];
  const wanted = obj(list(details.items)[0]);
  if (str(wanted.id) && str(wanted.id) !== item.id) throw invalid(`No such subscription item on ${sub.id}: '${str(wanted.id)}'`, "subscription_details[items][0][id]");
  const price = str(wanted.price) ? get(s.prices, "price", str(wanted.price)!) : item.price;
  const behavior = str(details.proration_behavior) ?? "create_prorations";
  const at = num(details.proration_date) ?? s.now();
  const parent = (proration: boolean) => ({
    type: "subscription_item_details",
    invoice_item_details: null,
    subscription_item_details: { invoice_item: null, proration, proration_details: { credited_items: null }, subscription: sub.id, subscription_item: item.id },
  });
  const line = (amount: number, description: string, period: { start: number; end: number }, proration: boolean) => ({
    id: stripeId("il_tmp"),
    object: "line_item" as const,
    amount,
    currency: sub.currency,
    description,
    quantity: 1,
    period,
    discountable: true,
    parent: parent(proration),
  });
  const lines = [];
  if (price.id !== item.price.id && behavior !== "none") {
    const { credit, newEnd, remaining, sameInterval } = prorationOf(item, price, at);
    lines.push(line(-credit, `Unused time on ${item.price.nickname ?? item.price.id}`, { start: at, end: item.current_period_end }, true));
    lines.push(line(remaining, `Remaining time on ${price.nickname ?? price.id}`, { start: at, end: newEnd }, sameInterval));
  }
  if (behavior !== "always_invoice") {
    lines.push(line(price.unit_amount, `1 × ${price.nickname ?? price.id}`, { start: item.current_period_end, end: item.current_period_end }, false));
  }
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const discounts = subtotal > 0 ? sub.discounts.flatMap((id) => {
    const d = s.discounts.get(id);
    if (!d) return [];
    const amount = d.coupon.percent_off !== null ? Math.round((subtotal * d.coupon.percent_off) / 100) : Math.min(d.coupon.amount_off ?? 0, subtotal);
    return [{ amount, discount: d.id }];
  }) : [];
  const total = subtotal - discounts.reduce((sum, d) => sum + d.amount, 0);
  const t = s.now();
  return {
    id: stripeId("upcoming_in"),
    object: "invoice",
    customer: sub.customer,
    status: "draft",
    currency: sub.currency,
    subtotal,
    total,
    amount_due: Math.max(0, total),
    amount_paid: 0,
    amount_remaining: Math.max(0, total),
    // What a negative total leaves as the customer's credit balance.
    starting_balance: 0,
    ending_balance: Math.min(0, total),
    total_discount_amounts: discounts,
    discounts: discounts.map((d) => d.discount),
    lines: listOf(lines, "/v1/invoices/upcoming/lines"),
    billing_reason: behavior === "always_invoice" ? "subscription_update" : "upcoming",
    parent: { type: "subscription_details", quote_details: null, subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
    period_start: lines[0]?.period.start ?? t,
    period_end: lines[0]?.period.end ?? t,
    next_payment_attempt: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: false,
    collection_method: "charge_automatically",
    hosted_invoice_url: null,
    invoice_pdf: null,
    metadata: {},
    created: t,
    livemode: false,
  };
}

/** `/v1/invoices/create_preview` (its path has the place of an invoice id). */
export const invoicePreviewRoutes: Routes = {
  "POST invoices/:id": ({ s, id, params }) => {
    if (id !== "create_preview") throw unrecognized("POST", `/v1/invoices/${id}`);
    return previewInvoice(s, params);
  },
};
