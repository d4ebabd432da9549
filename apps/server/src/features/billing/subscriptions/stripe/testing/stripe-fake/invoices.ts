import { emit } from "./events";
import type { FakeInvoice, FakeInvoiceItem, FakeLine, FakeSubscription, Metadata } from "./objects";
import { bool, metadataOf, num, str } from "./params";
import { stripeId, type Store } from "./store";
import { declined, get, invalid, listOf, type Routes } from "./wire";

/**
 * Invoices and invoice items: the invoices a subscription makes (its first, a prorated upgrade, a
 * renewal), the manual ones Vocable makes for overage, and their payment: finalized, then charged,
 * declined when failNextPayment said so.
 */

/** A line before it is on an invoice. */
interface LineInput {
  amount: number;
  description: string;
  period: { start: number; end: number };
  discountable: boolean;
}

function newLine(currency: string, line: LineInput): FakeLine {
  return { id: stripeId("il"), object: "line_item", currency, quantity: 1, ...line };
}

/** An invoice item as a line, for the period of one instant: `at` (the item's date unless given). */
function itemLine(ii: FakeInvoiceItem, at = ii.date): LineInput {
  return { amount: ii.amount, description: ii.description ?? "", period: { start: at, end: at }, discountable: ii.discountable };
}

/** The customer's invoice items not on an invoice yet (of `subscription` only, when given). */
export function pendingItems(s: Store, customer: string, subscription: string | null): FakeInvoiceItem[] {
  return [...s.invoiceItems.values()].filter((ii) => ii.customer === customer && ii.invoice === null && (subscription === null || ii.subscription === subscription));
}

/** Makes a draft invoice of `lines` less `discounts`; `items` are marked as on it. */
function draftInvoice(
  s: Store,
  input: {
    customer: string;
    subscription: FakeSubscription | null;
    currency: string;
    lines: FakeLine[];
    items: FakeInvoiceItem[];
    discounts: { amount: number; discount: string }[];
    reason: string;
    metadata: Metadata;
    autoAdvance?: boolean;
    collectionMethod?: string;
  },
): FakeInvoice {
  const { lines, subscription: sub } = input;
  const t = s.now();
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const total = subtotal - input.discounts.reduce((sum, d) => sum + d.amount, 0);
  const inv: FakeInvoice = {
    id: stripeId("in"),
    object: "invoice",
    customer: input.customer,
    status: "draft",
    currency: input.currency,
    subtotal,
    total,
    amount_due: Math.max(0, total),
    amount_paid: 0,
    amount_remaining: Math.max(0, total),
    total_discount_amounts: input.discounts,
    discounts: input.discounts.map((d) => d.discount),
    lines: listOf(lines, "/v1/invoices/lines"),
    billing_reason: input.reason,
    parent: sub ? { type: "subscription_details", quote_details: null, subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } } : null,
    period_start: lines[0]?.period.start ?? t,
    period_end: lines[0]?.period.end ?? t,
    next_payment_attempt: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: input.autoAdvance ?? true,
    collection_method: input.collectionMethod ?? "charge_automatically",
    hosted_invoice_url: null,
    invoice_pdf: null,
    metadata: input.metadata,
    created: t,
    livemode: false,
  };
  for (const ii of input.items) ii.invoice = inv.id;
  s.invoices.set(inv.id, inv);
  emit(s, "invoice.created", inv);
  return inv;
}

/**
 * Makes a subscription's invoice (its discounts taken off what is discountable, each discount
 * using up one of its invoices), finalizes it and tries to charge it: answers it paid or open
 * (declined). `items` go on it after `lines`.
 */
export function invoice(
  s: Store,
  input: { subscription: FakeSubscription; lines: LineInput[]; items?: FakeInvoiceItem[]; reason: string },
): FakeInvoice {
  const sub = input.subscription;
  const items = input.items ?? [];
  const lines = [...input.lines, ...items.map((ii) => itemLine(ii))].map((l) => newLine(sub.currency, l));
  const discountable = Math.max(
    0,
    lines.filter((l) => l.discountable).reduce((sum, l) => sum + l.amount, 0),
  );
  const totals: { amount: number; discount: string }[] = [];
  if (discountable > 0) {
    for (const discountId of [...sub.discounts]) {
      const d = s.discounts.get(discountId);
      if (!d) continue;
      const amount = d.coupon.percent_off !== null ? Math.round((discountable * d.coupon.percent_off) / 100) : Math.min(d.coupon.amount_off ?? 0, discountable);
      totals.push({ amount, discount: d.id });
      d.invoicesLeft -= 1;
      // Its invoices are used up: Stripe takes the discount off the subscription.
      if (d.invoicesLeft <= 0) sub.discounts = sub.discounts.filter((x) => x !== d.id);
    }
  }
  const inv = draftInvoice(s, { customer: sub.customer, subscription: sub, currency: sub.currency, lines, items, discounts: totals, reason: input.reason, metadata: {} });
  sub.latest_invoice = inv.id;
  finalize(s, inv);
  charge(s, inv);
  return inv;
}

function finalize(s: Store, inv: FakeInvoice): void {
  inv.status = "open";
  inv.hosted_invoice_url = `${s.baseUrl}/invoices/${inv.id}`;
  inv.invoice_pdf = `${s.baseUrl}/invoices/${inv.id}.pdf`;
  emit(s, "invoice.finalized", inv);
}

/** One payment attempt: false (and the events of a decline) when the customer's next charge was set to fail. */
function charge(s: Store, inv: FakeInvoice): boolean {
  inv.attempted = true;
  inv.attempt_count += 1;
  if (inv.amount_due > 0 && s.failNext.delete(inv.customer)) {
    inv.next_payment_attempt = s.now() + 3 * 86400;
    emit(s, "invoice.payment_failed", inv);
    return false;
  }
  markPaid(s, inv);
  return true;
}

/** The invoice is paid in full. */
export function markPaid(s: Store, inv: FakeInvoice): void {
  inv.status = "paid";
  inv.amount_paid = inv.amount_due;
  inv.amount_remaining = 0;
  inv.next_payment_attempt = null;
  emit(s, "invoice.paid", inv);
}

/** An invoice item put on a draft invoice (Stripe refuses a finalized one): a line, and the totals with it. */
function addToDraft(s: Store, inv: FakeInvoice, ii: FakeInvoiceItem): void {
  if (inv.status !== "draft") throw invalid(`You can only add invoice items to a draft invoice; this one is ${inv.status}.`, "invoice");
  if (inv.customer !== ii.customer) throw invalid("The invoice item's customer must be the invoice's.", "invoice");
  ii.invoice = inv.id;
  inv.lines.data.push(newLine(inv.currency, itemLine(ii, s.now())));
  inv.subtotal += ii.amount;
  inv.total += ii.amount;
  inv.amount_due = Math.max(0, inv.total);
  inv.amount_remaining = inv.amount_due;
}

/** `/v1/invoiceitems`, `/v1/invoices`. */
export const invoiceRoutes: Routes = {
  "POST invoiceitems": ({ s, params: p }) => {
    const customer = get(s.customers, "customer", str(p.customer) ?? "");
    const subscription = str(p.subscription);
    if (subscription) get(s.subscriptions, "subscription", subscription);
    const amount = num(p.amount);
    if (amount === null || !str(p.currency)) throw invalid("amount and currency are required.", "amount");
    const ii: FakeInvoiceItem = {
      id: stripeId("ii"),
      object: "invoiceitem",
      customer: customer.id,
      subscription,
      amount,
      currency: str(p.currency)!,
      description: str(p.description),
      discountable: bool(p.discountable) ?? true,
      invoice: null,
      metadata: metadataOf(p.metadata),
      date: s.now(),
      livemode: false,
    };
    s.invoiceItems.set(ii.id, ii);
    // `invoice`: the item goes straight onto that draft invoice (an invoice of its own, such as a productions order's).
    if (str(p.invoice)) addToDraft(s, get(s.invoices, "invoice", str(p.invoice)!), ii);
    return ii;
  },
  "POST invoices": ({ s, params: p }) => {
    const customer = get(s.customers, "customer", str(p.customer) ?? "");
    const subscription = str(p.subscription);
    const sub = subscription ? get(s.subscriptions, "subscription", subscription) : null;
    const items = str(p.pending_invoice_items_behavior) === "exclude" ? [] : pendingItems(s, customer.id, subscription);
    const t = s.now();
    return draftInvoice(s, {
      customer: customer.id,
      subscription: sub,
      currency: items[0]?.currency ?? sub?.currency ?? "usd",
      lines: items.map((ii) => newLine(ii.currency, itemLine(ii, t))),
      items,
      discounts: [],
      reason: "manual",
      metadata: metadataOf(p.metadata),
      autoAdvance: bool(p.auto_advance) ?? true,
      collectionMethod: str(p.collection_method) ?? "charge_automatically",
    });
  },
  "GET invoices/:id": ({ s, id }) => get(s.invoices, "invoice", id),
  "POST invoices/:id/finalize": ({ s, id }) => {
    const inv = get(s.invoices, "invoice", id);
    if (inv.status !== "draft") throw invalid(`This invoice is already finalized (${inv.status}).`);
    finalize(s, inv);
    return inv;
  },
  "POST invoices/:id/void": ({ s, id }) => {
    const inv = get(s.invoices, "invoice", id);
    if (inv.status !== "open" && inv.status !== "uncollectible") throw invalid(`You can only void an open or uncollectible invoice; this one is ${inv.status}.`);
    inv.status = "void";
    inv.amount_remaining = 0;
    inv.next_payment_attempt = null;
    emit(s, "invoice.voided", inv);
    return inv;
  },
  "POST invoices/:id/pay": ({ s, id }) => {
    const inv = get(s.invoices, "invoice", id);
    if (inv.status !== "open") throw invalid(`Invoice is already ${inv.status}.`);
    if (!charge(s, inv)) throw declined();
    return inv;
  },
};
