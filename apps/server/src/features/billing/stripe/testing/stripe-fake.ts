import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { addMonthsClamped } from "@vocable/domain";
import { STRIPE_API_VERSION } from "../stripe-client";

/**
 * A Stripe-protocol fake for tests: a real HTTP server on 127.0.0.1 that answers, in Stripe's wire
 * format, exactly the calls Vocable makes (form-encoded bodies in bracket notation, Bearer auth,
 * Idempotency-Key, list envelopes, `{error: {type, message, code}}` errors), keeps its objects in
 * memory and records the events Stripe would send. Tests drive what happens outside the API
 * (a customer paying at Checkout, a period ending, a card declined) through its controls, and
 * deliver the events to Vocable's webhook signed with `signedEvent`.
 *
 * It models Stripe closely enough for Vocable's flows, not Stripe itself: one item per
 * subscription, quantity 1, prorations by the second, discounts per invoice, no taxes.
 */

type Metadata = Record<string, string>;
type Params = Record<string, unknown>;

interface FakePrice {
  id: string;
  object: "price";
  active: boolean;
  currency: string;
  unit_amount: number;
  recurring: { interval: "month" | "year"; interval_count: number };
  lookup_key: string | null;
  metadata: Metadata;
  nickname: string | null;
  product: string;
  type: "recurring";
  created: number;
  livemode: false;
}

interface FakeCoupon {
  id: string;
  object: "coupon";
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: "once" | "repeating" | "forever";
  duration_in_months: number | null;
  name: string | null;
  metadata: Metadata;
  valid: true;
  created: number;
  livemode: false;
}

interface FakeDiscount {
  id: string;
  object: "discount";
  coupon: FakeCoupon;
  customer: string;
  subscription: string | null;
  start: number;
  end: null;
  /** Invoices it still reduces. */
  invoicesLeft: number;
}

interface FakeItem {
  id: string;
  object: "subscription_item";
  price: FakePrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
  created: number;
  metadata: Metadata;
  discounts: string[];
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "past_due" | "canceled" | "incomplete" | "trialing" | "unpaid";
  items: { object: "list"; data: FakeItem[]; has_more: false; url: string };
  metadata: Metadata;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  schedule: string | null;
  latest_invoice: string | null;
  discounts: string[];
  currency: string;
  default_payment_method: string | null;
  livemode: false;
}

interface FakePhase {
  start_date: number;
  end_date: number;
  items: { price: string; quantity: number }[];
  discounts: { coupon: string | null; discount: string | null; promotion_code: null }[];
  metadata: Metadata;
  proration_behavior: string;
}

export interface FakeSchedule {
  id: string;
  object: "subscription_schedule";
  customer: string;
  subscription: string | null;
  released_subscription: string | null;
  status: "not_started" | "active" | "completed" | "released" | "canceled";
  end_behavior: string;
  metadata: Metadata;
  phases: FakePhase[];
  current_phase: { start_date: number; end_date: number } | null;
  created: number;
  released_at: number | null;
  livemode: false;
}

interface FakeLine {
  id: string;
  object: "line_item";
  amount: number;
  currency: string;
  description: string;
  quantity: number;
  period: { start: number; end: number };
  discountable: boolean;
}

export interface FakeInvoice {
  id: string;
  object: "invoice";
  customer: string;
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  currency: string;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  total_discount_amounts: { amount: number; discount: string }[];
  discounts: string[];
  lines: { object: "list"; data: FakeLine[]; has_more: false; url: string };
  billing_reason: string;
  parent: { type: "subscription_details"; quote_details: null; subscription_details: { subscription: string; metadata: Metadata } } | null;
  period_start: number;
  period_end: number;
  next_payment_attempt: number | null;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  collection_method: string;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

interface FakeInvoiceItem {
  id: string;
  object: "invoiceitem";
  customer: string;
  subscription: string | null;
  amount: number;
  currency: string;
  description: string | null;
  discountable: boolean;
  invoice: string | null;
  metadata: Metadata;
  date: number;
  livemode: false;
}

interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: "subscription" | "setup" | "payment";
  status: "open" | "complete" | "expired";
  customer: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  url: string;
  success_url: string | null;
  cancel_url: string | null;
  currency: string | null;
  subscription: string | null;
  setup_intent: string | null;
  created: number;
  livemode: false;
  /** What the session was created with (kept to make the subscription at completion). */
  line_items_input: { price: string; quantity: number }[];
  discounts_input: { coupon: string }[];
  subscription_metadata: Metadata;
}

/** A request the fake answered, for assertions. */
export interface FakeRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
  status: number;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const missing = (what: string, id: string) => new StripeFailure(404, "invalid_request_error", `No such ${what}: '${id}'`, "resource_missing", "id");
const invalid = (message: string, param?: string) => new StripeFailure(400, "invalid_request_error", message, "parameter_invalid", param);

/** Parses bracket notation (`a[b][0][c]=v`), as Stripe's SDK encodes parameters, into nested objects and arrays. */
export function parseStripeParams(query: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i];
      const last = i === path.length - 1;
      const index = /^\d+$/.test(segment) ? Number(segment) : null;
      const container = node as Record<string | number, unknown>;
      const slot = index ?? segment;
      if (last) {
        container[slot] = value;
      } else {
        if (container[slot] === undefined) container[slot] = /^\d+$/.test(path[i + 1]) ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    }
  }
  return root;
}

function str(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

function num(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function bool(value: unknown): boolean | null {
  return value === "true" ? true : value === "false" ? false : null;
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") return Object.values(value);
  return [];
}

function obj(value: unknown): Params {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Params) : {};
}

function metadataOf(value: unknown, base: Metadata = {}): Metadata {
  const out: Metadata = { ...base };
  for (const [k, v] of Object.entries(obj(value))) {
    // Stripe: an empty value removes the key.
    if (v === "") delete out[k];
    else out[k] = String(v);
  }
  return out;
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export interface StripeFake {
  /** The address to give STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** The fake's clock (seconds): real time, moved forward by advanceToPeriodEnd. */
  now(): number;
  requests: FakeRequest[];
  subscriptions: Map<string, FakeSubscription>;
  schedules: Map<string, FakeSchedule>;
  invoices: Map<string, FakeInvoice>;
  customers: Map<string, { id: string; email: string | null; metadata: Metadata; invoice_settings: { default_payment_method: string | null } }>;
  coupons: Map<string, FakeCoupon>;
  prices: Map<string, FakePrice>;
  accounts: Map<string, { id: string; email: string | null }>;
  /** The customer pays at Checkout: the subscription (or the setup) is made as Stripe would; answers the events Stripe sends. */
  completeCheckout(sessionId: string): Stripe.Event[];
  /** The subscription's period ends: a scheduled phase starts, a cancellation ends it, or it renews and is invoiced. */
  advanceToPeriodEnd(subscriptionId: string): Stripe.Event[];
  /** The next charge to this subscription's customer is declined. */
  failNextPayment(subscriptionId: string): void;
  /** An open invoice is paid (the customer fixed the card, or Stripe's retry succeeded). */
  payInvoice(invoiceId: string): Stripe.Event[];
  /** The events made by API calls since the last call (subscription updates, schedule releases...). */
  takeEvents(): Stripe.Event[];
  /** Every event made so far. */
  allEvents(): Stripe.Event[];
  /** While down, every call answers 500 (with Stripe-Should-Retry: false, so the SDK gives up at once). */
  setDown(down: boolean): void;
  /** An event's body and its Stripe-Signature header, signed with the webhook secret. */
  signedEvent(event: Stripe.Event, secret?: string): { payload: string; signature: string };
  close(): Promise<void>;
}

const INTERVAL_MONTHS = { month: 1, year: 12 } as const;

/** Starts a fake on 127.0.0.1 (a free port). */
export async function startStripeFake(opts: { secretKey?: string; webhookSecret?: string } = {}): Promise<StripeFake> {
  const secretKey = opts.secretKey ?? `sk_test_fake${randomBytes(12).toString("hex")}`;
  const webhookSecret = opts.webhookSecret ?? `whsec_fake${randomBytes(12).toString("hex")}`;
  let offset = 0;
  let down = false;
  const now = () => Math.floor(Date.now() / 1000) + offset;
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

  const customers: StripeFake["customers"] = new Map();
  const products = new Map<string, { id: string; object: "product"; name: string; metadata: Metadata; active: true; created: number; livemode: false }>();
  const prices = new Map<string, FakePrice>();
  const coupons = new Map<string, FakeCoupon>();
  const discounts = new Map<string, FakeDiscount>();
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const schedules = new Map<string, FakeSchedule>();
  const invoices = new Map<string, FakeInvoice>();
  const invoiceItems = new Map<string, FakeInvoiceItem>();
  const setupIntents = new Map<string, { id: string; object: "setup_intent"; customer: string | null; payment_method: string; status: "succeeded"; created: number }>();
  const accounts: StripeFake["accounts"] = new Map();
  const failNext = new Set<string>();
  const idempotent = new Map<string, { body: string; status: number; json: unknown }>();
  const requests: FakeRequest[] = [];
  const events: Stripe.Event[] = [];
  let pending: Stripe.Event[] = [];
  let baseUrl = "";

  function emit(type: string, object: unknown, previous?: Params): void {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: STRIPE_API_VERSION,
      created: now(),
      data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    events.push(event);
    pending.push(event);
  }

  /** Runs a control and answers the events it made (they are not left for takeEvents). */
  function collect(run: () => void): Stripe.Event[] {
    const start = pending.length;
    run();
    const made = pending.slice(start);
    pending = pending.slice(0, start);
    return made;
  }

  const get = <T>(map: Map<string, T>, what: string, key: string): T => {
    const found = map.get(key);
    if (!found) throw missing(what, key);
    return found;
  };

  function addInterval(from: number, price: FakePrice): number {
    return Math.floor(addMonthsClamped(new Date(from * 1000), INTERVAL_MONTHS[price.recurring.interval] * price.recurring.interval_count).getTime() / 1000);
  }

  function newDiscount(couponId: string, customer: string, subscription: string | null): FakeDiscount {
    const coupon = get(coupons, "coupon", couponId);
    const invoicesLeft = coupon.duration === "once" ? 1 : coupon.duration === "repeating" ? (coupon.duration_in_months ?? 1) : Number.POSITIVE_INFINITY;
    const discount: FakeDiscount = { id: id("di"), object: "discount", coupon, customer, subscription, start: now(), end: null, invoicesLeft };
    discounts.set(discount.id, discount);
    return discount;
  }

  function subscriptionJson(sub: FakeSubscription, expand: string[] = []): unknown {
    const out = clone(sub) as unknown as Params;
    if (expand.includes("latest_invoice") && sub.latest_invoice) out.latest_invoice = clone(invoices.get(sub.latest_invoice));
    return out;
  }

  function discountParams(value: unknown): { coupon: string | null; discount: string | null }[] {
    return list(value).map((d) => ({ coupon: str(obj(d).coupon), discount: str(obj(d).discount) }));
  }

  // Invoices.

  /** Makes and finalizes an invoice, then tries to charge it: answers it paid or open (declined). */
  function invoice(input: {
    customer: string;
    subscription: FakeSubscription | null;
    lines: { amount: number; description: string; period: { start: number; end: number }; discountable: boolean }[];
    reason: string;
    currency: string;
    charge: boolean;
    metadata?: Metadata;
  }): FakeInvoice {
    const sub = input.subscription;
    const lines: FakeLine[] = input.lines.map((l) => ({ id: id("il"), object: "line_item", currency: input.currency, quantity: 1, ...l }));
    const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
    const discountable = Math.max(
      0,
      lines.filter((l) => l.discountable).reduce((sum, l) => sum + l.amount, 0),
    );
    const totals: { amount: number; discount: string }[] = [];
    if (sub && discountable > 0) {
      for (const discountId of [...sub.discounts]) {
        const d = discounts.get(discountId);
        if (!d) continue;
        const amount = d.coupon.percent_off !== null ? Math.round((discountable * d.coupon.percent_off) / 100) : Math.min(d.coupon.amount_off ?? 0, discountable);
        totals.push({ amount, discount: d.id });
        d.invoicesLeft -= 1;
        // Its invoices are used up: Stripe takes the discount off the subscription.
        if (d.invoicesLeft <= 0) sub.discounts = sub.discounts.filter((x) => x !== d.id);
      }
    }
    const off = totals.reduce((sum, t) => sum + t.amount, 0);
    const total = subtotal - off;
    const inv: FakeInvoice = {
      id: id("in"),
      object: "invoice",
      customer: input.customer,
      status: "draft",
      currency: input.currency,
      subtotal,
      total,
      amount_due: Math.max(0, total),
      amount_paid: 0,
      amount_remaining: Math.max(0, total),
      total_discount_amounts: totals,
      discounts: totals.map((t) => t.discount),
      lines: { object: "list", data: lines, has_more: false, url: "/v1/invoices/lines" },
      billing_reason: input.reason,
      parent: sub ? { type: "subscription_details", quote_details: null, subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } } : null,
      period_start: lines[0]?.period.start ?? now(),
      period_end: lines[0]?.period.end ?? now(),
      next_payment_attempt: null,
      attempt_count: 0,
      attempted: false,
      auto_advance: true,
      collection_method: "charge_automatically",
      hosted_invoice_url: null,
      invoice_pdf: null,
      metadata: input.metadata ?? {},
      created: now(),
      livemode: false,
    };
    invoices.set(inv.id, inv);
    if (sub) sub.latest_invoice = inv.id;
    emit("invoice.created", inv);
    finalize(inv);
    if (input.charge) charge(inv);
    return inv;
  }

  function finalize(inv: FakeInvoice): void {
    inv.status = "open";
    inv.hosted_invoice_url = `${baseUrl}/invoices/${inv.id}`;
    inv.invoice_pdf = `${baseUrl}/invoices/${inv.id}.pdf`;
    emit("invoice.finalized", inv);
  }

  /** One payment attempt: false (and the events of a decline) when the customer's next charge was set to fail. */
  function charge(inv: FakeInvoice): boolean {
    inv.attempted = true;
    inv.attempt_count += 1;
    if (inv.amount_due > 0 && failNext.delete(inv.customer)) {
      inv.next_payment_attempt = now() + 3 * 86400;
      emit("invoice.payment_failed", inv);
      return false;
    }
    markPaid(inv);
    return true;
  }

  function markPaid(inv: FakeInvoice): void {
    inv.status = "paid";
    inv.amount_paid = inv.amount_due;
    inv.amount_remaining = 0;
    inv.next_payment_attempt = null;
    emit("invoice.paid", inv);
  }

  function pendingItems(customer: string, subscription: string | null): FakeInvoiceItem[] {
    return [...invoiceItems.values()].filter((ii) => ii.customer === customer && ii.invoice === null && (subscription === null || ii.subscription === subscription));
  }

  function itemLines(items: FakeInvoiceItem[]) {
    return items.map((ii) => ({ amount: ii.amount, description: ii.description ?? "", period: { start: ii.date, end: ii.date }, discountable: ii.discountable }));
  }

  // Subscriptions.

  function updateSubscription(sub: FakeSubscription, params: Params): FakeSubscription {
    const previous: Params = {};
    const items = list(params.items);
    if (items.length > 0) {
      const wanted = obj(items[0]);
      const price = get(prices, "price", str(wanted.price) ?? "");
      const item = sub.items.data[0];
      if (price.id !== item.price.id) {
        const proration = str(params.proration_behavior) ?? "create_prorations";
        const errorIfIncomplete = params.payment_behavior === "error_if_incomplete";
        const t = now();
        const total = item.current_period_end - item.current_period_start;
        const unused = Math.max(0, Math.min(total, item.current_period_end - t));
        const sameInterval = price.recurring.interval === item.price.recurring.interval;
        const credit = Math.round((item.price.unit_amount * unused) / total);
        const newEnd = sameInterval ? item.current_period_end : addInterval(t, price);
        const remaining = sameInterval ? Math.round((price.unit_amount * unused) / total) : price.unit_amount;
        if (proration === "always_invoice" && errorIfIncomplete && remaining - credit > 0 && failNext.has(sub.customer)) {
          failNext.delete(sub.customer);
          throw new StripeFailure(402, "card_error", "Your card was declined.", "card_declined");
        }
        previous.items = clone(sub.items);
        item.price = price;
        if (!sameInterval) {
          item.current_period_start = t;
          item.current_period_end = newEnd;
          sub.billing_cycle_anchor = t;
        }
        if (params.discounts !== undefined) applyDiscounts(sub, params.discounts, previous);
        if (proration === "always_invoice") {
          invoice({
            customer: sub.customer,
            subscription: sub,
            currency: sub.currency,
            reason: "subscription_update",
            charge: true,
            lines: [
              { amount: -credit, description: "Unused time on the previous plan", period: { start: t, end: item.current_period_end }, discountable: true },
              { amount: remaining, description: `Remaining time on ${price.nickname ?? price.id}`, period: { start: t, end: newEnd }, discountable: true },
            ],
          });
        }
      }
    }
    if (params.discounts !== undefined && items.length === 0) applyDiscounts(sub, params.discounts, previous);
    const cancel = bool(params.cancel_at_period_end);
    if (cancel !== null && cancel !== sub.cancel_at_period_end) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      sub.cancel_at_period_end = cancel;
      sub.cancel_at = cancel ? sub.items.data[0].current_period_end : null;
      sub.canceled_at = cancel ? now() : null;
    }
    if (params.metadata !== undefined) {
      previous.metadata = { ...sub.metadata };
      sub.metadata = metadataOf(params.metadata, sub.metadata);
    }
    if (str(params.default_payment_method)) sub.default_payment_method = str(params.default_payment_method);
    emit("customer.subscription.updated", sub, previous);
    return sub;
  }

  function applyDiscounts(sub: FakeSubscription, value: unknown, previous: Params): void {
    previous.discounts = [...sub.discounts];
    sub.discounts = discountParams(value).flatMap((d) => (d.discount ? [d.discount] : d.coupon ? [newDiscount(d.coupon, sub.customer, sub.id).id] : []));
  }

  function cancelSubscription(sub: FakeSubscription): FakeSubscription {
    if (sub.status === "canceled") throw invalid(`No such subscription: '${sub.id}' (it is canceled)`);
    sub.status = "canceled";
    sub.ended_at = now();
    sub.canceled_at = sub.canceled_at ?? now();
    if (sub.schedule) releaseSchedule(get(schedules, "subscription_schedule", sub.schedule), false);
    emit("customer.subscription.deleted", sub);
    return sub;
  }

  // Schedules.

  function releaseSchedule(schedule: FakeSchedule, withEvent = true): FakeSchedule {
    if (schedule.status !== "active" && schedule.status !== "not_started") {
      throw invalid(`You cannot release a subscription schedule that is currently ${schedule.status}.`);
    }
    const sub = schedule.subscription ? subscriptions.get(schedule.subscription) : undefined;
    schedule.status = "released";
    schedule.released_at = now();
    schedule.released_subscription = schedule.subscription;
    schedule.subscription = null;
    emit("subscription_schedule.released", schedule);
    if (sub) {
      sub.schedule = null;
      if (withEvent) emit("customer.subscription.updated", sub, { schedule: schedule.id });
    }
    return schedule;
  }

  function phasesOf(input: unknown, fallbackStart: number): FakePhase[] {
    const phases: FakePhase[] = [];
    let start = fallbackStart;
    for (const raw of list(input)) {
      const p = obj(raw);
      const items = list(p.items).map((i) => ({ price: str(obj(i).price) ?? "", quantity: num(obj(i).quantity) ?? 1 }));
      const price = get(prices, "price", items[0]?.price ?? "");
      const startDate = num(p.start_date) ?? start;
      const duration = obj(p.duration);
      let endDate = num(p.end_date);
      if (endDate === null) {
        const months = (str(duration.interval) === "year" ? 12 : 1) * (num(duration.interval_count) ?? 1);
        endDate = duration.interval ? Math.floor(addMonthsClamped(new Date(startDate * 1000), months).getTime() / 1000) : addInterval(startDate, price);
      }
      phases.push({
        start_date: startDate,
        end_date: endDate,
        items,
        discounts: discountParams(p.discounts).map((d) => ({ ...d, promotion_code: null })),
        metadata: metadataOf(p.metadata),
        proration_behavior: str(p.proration_behavior) ?? "create_prorations",
      });
      start = endDate;
    }
    return phases;
  }

  // Checkout.

  function completeCheckout(sessionId: string): void {
    const session = get(sessions, "checkout.session", sessionId);
    if (session.status !== "open") throw new Error(`checkout session ${sessionId} is ${session.status}`);
    if (session.mode === "setup") {
      const intent = { id: id("seti"), object: "setup_intent" as const, customer: session.customer, payment_method: id("pm"), status: "succeeded" as const, created: now() };
      setupIntents.set(intent.id, intent);
      session.setup_intent = intent.id;
      session.status = "complete";
      emit("setup_intent.succeeded", intent);
      emit("checkout.session.completed", session);
      return;
    }
    const customer = session.customer ?? createCustomer({}).id;
    session.customer = customer;
    const price = get(prices, "price", session.line_items_input[0].price);
    const t = now();
    const sub: FakeSubscription = {
      id: id("sub"),
      object: "subscription",
      customer,
      status: "active",
      items: { object: "list", data: [], has_more: false, url: "/v1/subscription_items" },
      metadata: { ...session.subscription_metadata },
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
      default_payment_method: id("pm"),
      livemode: false,
    };
    sub.items.data.push({
      id: id("si"),
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
    sub.discounts = session.discounts_input.map((d) => newDiscount(d.coupon, customer, sub.id).id);
    subscriptions.set(sub.id, sub);
    session.subscription = sub.id;
    session.status = "complete";
    emit("customer.subscription.created", sub);
    // Checkout charges the first invoice itself: the card the customer just entered.
    failNext.delete(customer);
    invoice({
      customer,
      subscription: sub,
      currency: sub.currency,
      reason: "subscription_create",
      charge: true,
      lines: [{ amount: price.unit_amount, description: `1 × ${price.nickname ?? price.product}`, period: { start: t, end: sub.items.data[0].current_period_end }, discountable: true }],
    });
    emit("checkout.session.completed", session);
  }

  function advanceToPeriodEnd(subscriptionId: string): void {
    const sub = get(subscriptions, "subscription", subscriptionId);
    const item = sub.items.data[0];
    offset += Math.max(0, item.current_period_end - now());
    const t = now();
    if (sub.cancel_at_period_end) {
      cancelSubscription(sub);
      return;
    }
    const previous: Params = { items: clone(sub.items) };
    const schedule = sub.schedule ? schedules.get(sub.schedule) : undefined;
    if (schedule) {
      const next = schedule.phases.find((p) => p.start_date === item.current_period_end);
      if (next) {
        item.price = get(prices, "price", next.items[0].price);
        sub.discounts = next.discounts.flatMap((d) => (d.discount ? [d.discount] : d.coupon ? [newDiscount(d.coupon, sub.customer, sub.id).id] : []));
        if (Object.keys(next.metadata).length > 0) sub.metadata = { ...sub.metadata, ...next.metadata };
        schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
        emit("subscription_schedule.updated", schedule);
      } else if (schedule.phases.at(-1)!.end_date <= t) {
        // The last phase is over: a schedule that ends with `release` lets go of the subscription.
        releaseSchedule(schedule, false);
      }
    }
    item.current_period_start = t;
    item.current_period_end = addInterval(t, item.price);
    emit("customer.subscription.updated", sub, previous);
    const items = pendingItems(sub.customer, sub.id);
    const inv = invoice({
      customer: sub.customer,
      subscription: sub,
      currency: sub.currency,
      reason: "subscription_cycle",
      charge: false,
      lines: [
        { amount: item.price.unit_amount, description: `1 × ${item.price.nickname ?? item.price.product}`, period: { start: t, end: item.current_period_end }, discountable: true },
        ...itemLines(items),
      ],
    });
    for (const ii of items) ii.invoice = inv.id;
    if (!charge(inv)) {
      sub.status = "past_due";
      emit("customer.subscription.updated", sub, { status: "active" });
    }
  }

  function payInvoice(invoiceId: string): void {
    const inv = get(invoices, "invoice", invoiceId);
    if (inv.status !== "open") throw new Error(`invoice ${invoiceId} is ${inv.status}`);
    inv.attempt_count += 1;
    markPaid(inv);
    const subId = inv.parent?.subscription_details.subscription;
    const sub = subId ? subscriptions.get(subId) : undefined;
    if (sub && sub.status === "past_due") {
      sub.status = "active";
      emit("customer.subscription.updated", sub, { status: "past_due" });
    }
  }

  function createCustomer(p: Params) {
    const customer = { id: id("cus"), object: "customer", email: str(p.email), name: str(p.name), metadata: metadataOf(p.metadata), created: now(), invoice_settings: { default_payment_method: null as string | null }, livemode: false };
    customers.set(customer.id, customer);
    return customer;
  }

  // The API.

  function route(method: string, path: string, p: Params): unknown {
    const parts = path.split("/").filter(Boolean);
    if (parts[0] !== "v1") throw new StripeFailure(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
    // Two-word resources: /v1/checkout/sessions, /v1/billing_portal/sessions.
    const nested = parts[1] === "checkout" || parts[1] === "billing_portal";
    const [resource, rid, action] = nested ? [`${parts[1]}/${parts[2]}`, parts[3], parts[4]] : [parts[1], parts[2], parts[3]];
    const expand = list(p.expand).map(String);
    const key = `${method} ${resource}${rid ? "/:id" : ""}${action ? `/${action}` : ""}`;
    switch (key) {
      case "POST customers":
        return createCustomer(p);
      case "GET customers/:id":
        return get(customers, "customer", rid);
      case "POST customers/:id": {
        const customer = get(customers, "customer", rid);
        const dpm = str(obj(p.invoice_settings).default_payment_method);
        if (dpm) customer.invoice_settings.default_payment_method = dpm;
        if (p.metadata !== undefined) customer.metadata = metadataOf(p.metadata, customer.metadata);
        return customer;
      }
      case "POST products": {
        const pid = str(p.id) ?? id("prod");
        if (products.has(pid)) throw new StripeFailure(400, "invalid_request_error", "Product already exists.", "resource_already_exists", "id");
        const product = { id: pid, object: "product" as const, name: str(p.name) ?? "", metadata: metadataOf(p.metadata), active: true as const, created: now(), livemode: false as const };
        products.set(pid, product);
        return product;
      }
      case "GET products/:id":
        return get(products, "product", rid);
      case "GET prices": {
        const keys = list(p.lookup_keys).map(String);
        const active = bool(p.active);
        const data = [...prices.values()].filter((pr) => (keys.length === 0 || (pr.lookup_key !== null && keys.includes(pr.lookup_key))) && (active === null || pr.active === active));
        const limit = num(p.limit) ?? 10;
        return { object: "list", data: data.slice(0, limit), has_more: data.length > limit, url: "/v1/prices" };
      }
      case "POST prices": {
        const product = str(p.product);
        if (!product || !products.has(product)) throw missing("product", product ?? "");
        const recurring = obj(p.recurring);
        const interval = str(recurring.interval);
        if (interval !== "month" && interval !== "year") throw invalid("recurring[interval] must be month or year", "recurring[interval]");
        const lookup = str(p.lookup_key);
        if (lookup) {
          const holder = [...prices.values()].find((pr) => pr.lookup_key === lookup);
          if (holder && p.transfer_lookup_key !== "true") throw invalid(`A price (${holder.id}) already uses the lookup key ${lookup}.`, "lookup_key");
          if (holder) holder.lookup_key = null;
        }
        const price: FakePrice = {
          id: id("price"),
          object: "price",
          active: true,
          currency: str(p.currency) ?? "usd",
          unit_amount: num(p.unit_amount) ?? 0,
          recurring: { interval, interval_count: num(recurring.interval_count) ?? 1 },
          lookup_key: lookup,
          metadata: metadataOf(p.metadata),
          nickname: str(p.nickname),
          product,
          type: "recurring",
          created: now(),
          livemode: false,
        };
        prices.set(price.id, price);
        return price;
      }
      case "GET prices/:id":
        return get(prices, "price", rid);
      case "POST coupons": {
        const cid = str(p.id) ?? id("coupon");
        if (coupons.has(cid)) throw new StripeFailure(400, "invalid_request_error", "Coupon already exists.", "resource_already_exists", "id");
        const percent = num(p.percent_off);
        const amount = num(p.amount_off);
        if ((percent === null) === (amount === null)) throw invalid("Give exactly one of percent_off and amount_off.");
        if (amount !== null && !str(p.currency)) throw invalid("amount_off needs a currency.", "currency");
        const duration = str(p.duration) ?? "once";
        if (duration !== "once" && duration !== "repeating" && duration !== "forever") throw invalid("Invalid duration.", "duration");
        if (duration === "repeating" && num(p.duration_in_months) === null) throw invalid("duration_in_months is required for a repeating coupon.", "duration_in_months");
        const coupon: FakeCoupon = {
          id: cid,
          object: "coupon",
          percent_off: percent,
          amount_off: amount,
          currency: str(p.currency),
          duration,
          duration_in_months: duration === "repeating" ? num(p.duration_in_months) : null,
          name: str(p.name),
          metadata: metadataOf(p.metadata),
          valid: true,
          created: now(),
          livemode: false,
        };
        coupons.set(cid, coupon);
        return coupon;
      }
      case "GET coupons/:id":
        return get(coupons, "coupon", rid);
      case "POST checkout/sessions": {
        const mode = str(p.mode);
        if (mode !== "subscription" && mode !== "setup") throw invalid("mode must be subscription or setup here.", "mode");
        const customer = str(p.customer);
        if (customer && !customers.has(customer)) throw missing("customer", customer);
        if (!str(p.success_url)) throw invalid("success_url is required.", "success_url");
        const lineItems = list(p.line_items).map((li) => ({ price: str(obj(li).price) ?? "", quantity: num(obj(li).quantity) ?? 1 }));
        if (mode === "subscription") {
          if (lineItems.length === 0) throw invalid("line_items is required in subscription mode.", "line_items");
          for (const li of lineItems) get(prices, "price", li.price);
        }
        if (mode === "setup" && !str(p.currency) && p.payment_method_types === undefined) throw invalid("currency is required in setup mode.", "currency");
        const couponsWanted = list(p.discounts).map((d) => ({ coupon: str(obj(d).coupon) ?? "" }));
        for (const d of couponsWanted) get(coupons, "coupon", d.coupon);
        const sid = id("cs_test");
        const session: FakeCheckoutSession = {
          id: sid,
          object: "checkout.session",
          mode,
          status: "open",
          customer,
          client_reference_id: str(p.client_reference_id),
          metadata: metadataOf(p.metadata),
          url: `${baseUrl}/checkout/${sid}`,
          success_url: str(p.success_url),
          cancel_url: str(p.cancel_url),
          currency: str(p.currency),
          subscription: null,
          setup_intent: null,
          created: now(),
          livemode: false,
          line_items_input: lineItems,
          discounts_input: couponsWanted,
          subscription_metadata: metadataOf(obj(p.subscription_data).metadata),
        };
        sessions.set(sid, session);
        return session;
      }
      case "GET checkout/sessions/:id":
        return get(sessions, "checkout.session", rid);
      case "GET subscriptions/:id":
        return subscriptionJson(get(subscriptions, "subscription", rid), expand);
      case "POST subscriptions/:id": {
        const sub = get(subscriptions, "subscription", rid);
        if (sub.status === "canceled") throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
        return subscriptionJson(updateSubscription(sub, p), expand);
      }
      case "DELETE subscriptions/:id":
        return subscriptionJson(cancelSubscription(get(subscriptions, "subscription", rid)));
      case "POST subscription_schedules": {
        const subId = str(p.from_subscription);
        if (!subId) throw invalid("Only from_subscription is supported by this fake.", "from_subscription");
        const sub = get(subscriptions, "subscription", subId);
        if (sub.schedule) throw invalid(`The subscription ${sub.id} is already attached to a schedule (${sub.schedule}).`, "from_subscription");
        if (sub.status === "canceled") throw invalid("A canceled subscription cannot get a schedule.", "from_subscription");
        const item = sub.items.data[0];
        const schedule: FakeSchedule = {
          id: id("sub_sched"),
          object: "subscription_schedule",
          customer: sub.customer,
          subscription: sub.id,
          released_subscription: null,
          status: "active",
          end_behavior: "release",
          metadata: {},
          phases: [
            {
              start_date: item.current_period_start,
              end_date: item.current_period_end,
              items: [{ price: item.price.id, quantity: 1 }],
              discounts: sub.discounts.map((d) => ({ coupon: discounts.get(d)?.coupon.id ?? null, discount: d, promotion_code: null })),
              metadata: {},
              proration_behavior: "create_prorations",
            },
          ],
          current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
          created: now(),
          released_at: null,
          livemode: false,
        };
        schedules.set(schedule.id, schedule);
        sub.schedule = schedule.id;
        emit("subscription_schedule.created", schedule);
        emit("customer.subscription.updated", sub, { schedule: null });
        return schedule;
      }
      case "GET subscription_schedules/:id":
        return get(schedules, "subscription_schedule", rid);
      case "POST subscription_schedules/:id": {
        const schedule = get(schedules, "subscription_schedule", rid);
        if (schedule.status !== "active" && schedule.status !== "not_started") throw invalid(`You cannot update a subscription schedule that is currently ${schedule.status}.`);
        if (p.phases !== undefined) {
          const phases = phasesOf(p.phases, schedule.phases[0].start_date);
          if (phases[0]?.start_date !== schedule.phases[0].start_date) throw invalid("You cannot change the start date of the current phase.", "phases[0][start_date]");
          schedule.phases = phases;
        }
        if (p.metadata !== undefined) schedule.metadata = metadataOf(p.metadata, schedule.metadata);
        if (str(p.end_behavior)) schedule.end_behavior = str(p.end_behavior)!;
        emit("subscription_schedule.updated", schedule);
        return schedule;
      }
      case "POST subscription_schedules/:id/release":
        return releaseSchedule(get(schedules, "subscription_schedule", rid));
      case "POST billing_portal/sessions": {
        const customer = get(customers, "customer", str(p.customer) ?? "");
        const flow = str(obj(p.flow_data).type);
        return { id: id("bps"), object: "billing_portal.session", customer: customer.id, return_url: str(p.return_url), flow: flow ? { type: flow } : null, url: `${baseUrl}/portal/${customer.id}${flow ? `?flow=${flow}` : ""}`, created: now(), livemode: false };
      }
      case "GET setup_intents/:id":
        return get(setupIntents, "setup_intent", rid);
      case "POST accounts": {
        const account = { id: id("acct"), object: "account", type: str(p.type) ?? "express", email: str(p.email), metadata: metadataOf(p.metadata), created: now() };
        accounts.set(account.id, account);
        return account;
      }
      case "POST accounts/:id/login_links": {
        const account = get(accounts, "account", rid);
        return { object: "login_link", url: `${baseUrl}/express/${account.id}`, created: now() };
      }
      case "POST account_links": {
        const account = get(accounts, "account", str(p.account) ?? "");
        if (str(p.type) !== "account_onboarding") throw invalid("type must be account_onboarding here.", "type");
        return { object: "account_link", url: `${baseUrl}/connect/onboarding/${account.id}`, created: now(), expires_at: now() + 300 };
      }
      case "POST invoiceitems": {
        const customer = get(customers, "customer", str(p.customer) ?? "");
        const subscription = str(p.subscription);
        if (subscription) get(subscriptions, "subscription", subscription);
        const amount = num(p.amount);
        if (amount === null || !str(p.currency)) throw invalid("amount and currency are required.", "amount");
        const ii: FakeInvoiceItem = {
          id: id("ii"),
          object: "invoiceitem",
          customer: customer.id,
          subscription,
          amount,
          currency: str(p.currency)!,
          description: str(p.description),
          discountable: bool(p.discountable) ?? true,
          invoice: null,
          metadata: metadataOf(p.metadata),
          date: now(),
          livemode: false,
        };
        invoiceItems.set(ii.id, ii);
        return ii;
      }
      case "POST invoices": {
        const customer = get(customers, "customer", str(p.customer) ?? "");
        const subscription = str(p.subscription);
        const sub = subscription ? get(subscriptions, "subscription", subscription) : null;
        const items = str(p.pending_invoice_items_behavior) === "exclude" ? [] : pendingItems(customer.id, subscription);
        const t = now();
        const lines = items.map((ii) => ({ id: id("il"), object: "line_item" as const, amount: ii.amount, currency: ii.currency, description: ii.description ?? "", quantity: 1, period: { start: t, end: t }, discountable: ii.discountable }));
        const subtotal = lines.reduce((s, l) => s + l.amount, 0);
        const inv: FakeInvoice = {
          id: id("in"),
          object: "invoice",
          customer: customer.id,
          status: "draft",
          currency: items[0]?.currency ?? sub?.currency ?? "usd",
          subtotal,
          total: subtotal,
          amount_due: subtotal,
          amount_paid: 0,
          amount_remaining: subtotal,
          total_discount_amounts: [],
          discounts: [],
          lines: { object: "list", data: lines, has_more: false, url: "/v1/invoices/lines" },
          billing_reason: "manual",
          parent: sub ? { type: "subscription_details", quote_details: null, subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } } : null,
          period_start: t,
          period_end: t,
          next_payment_attempt: null,
          attempt_count: 0,
          attempted: false,
          auto_advance: bool(p.auto_advance) ?? true,
          collection_method: str(p.collection_method) ?? "charge_automatically",
          hosted_invoice_url: null,
          invoice_pdf: null,
          metadata: metadataOf(p.metadata),
          created: t,
          livemode: false,
        };
        for (const ii of items) ii.invoice = inv.id;
        invoices.set(inv.id, inv);
        emit("invoice.created", inv);
        return inv;
      }
      case "GET invoices/:id":
        return get(invoices, "invoice", rid);
      case "POST invoices/:id/finalize": {
        const inv = get(invoices, "invoice", rid);
        if (inv.status !== "draft") throw invalid(`This invoice is already finalized (${inv.status}).`);
        finalize(inv);
        return inv;
      }
      case "POST invoices/:id/pay": {
        const inv = get(invoices, "invoice", rid);
        if (inv.status !== "open") throw invalid(`Invoice is already ${inv.status}.`);
        if (!charge(inv)) throw new StripeFailure(402, "card_error", "Your card was declined.", "card_declined");
        return inv;
      }
    }
    throw new StripeFailure(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const method = req.method ?? "GET";
      const body = Buffer.concat(chunks).toString("utf8");
      const params = method === "POST" ? parseStripeParams(body) : parseStripeParams(url.search.slice(1));
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
        requests.push({ method, path: url.pathname, params, idempotencyKey, status });
        res.writeHead(status, { "content-type": "application/json", "request-id": id("req"), "stripe-version": STRIPE_API_VERSION, ...headers });
        res.end(JSON.stringify(json));
      };
      const failure = (f: StripeFailure) => send(f.status, { error: { type: f.type, message: f.message, ...(f.code ? { code: f.code } : {}), ...(f.param ? { param: f.param } : {}) } });
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        failure(new StripeFailure(401, "invalid_request_error", "Invalid API Key provided: sk_test_****"));
        return;
      }
      if (down) {
        send(500, { error: { type: "api_error", message: "An unknown error occurred (the fake is down)." } }, { "stripe-should-retry": "false" });
        return;
      }
      const replayKey = idempotencyKey && method === "POST" ? `${url.pathname} ${idempotencyKey}` : null;
      const earlier = replayKey ? idempotent.get(replayKey) : undefined;
      if (earlier) {
        if (earlier.body !== body) {
          failure(new StripeFailure(400, "idempotency_error", `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`));
        } else {
          send(earlier.status, earlier.json, { "idempotent-replayed": "true" });
        }
        return;
      }
      let status = 200;
      let json: unknown;
      try {
        json = route(method, url.pathname, params);
      } catch (err) {
        if (!(err instanceof StripeFailure)) throw err;
        status = err.status;
        json = { error: { type: err.type, message: err.message, ...(err.code ? { code: err.code } : {}), ...(err.param ? { param: err.param } : {}) } };
      }
      // Stripe keeps an answer for its key, errors of the request included (not 5xx).
      if (replayKey && status < 500) idempotent.set(replayKey, { body, status, json: clone(json) });
      send(status, clone(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    now,
    requests,
    subscriptions,
    schedules,
    invoices,
    customers,
    coupons,
    prices,
    accounts,
    completeCheckout: (sessionId) => collect(() => completeCheckout(sessionId)),
    advanceToPeriodEnd: (subscriptionId) => collect(() => advanceToPeriodEnd(subscriptionId)),
    failNextPayment(subscriptionId) {
      failNext.add(get(subscriptions, "subscription", subscriptionId).customer);
    },
    payInvoice: (invoiceId) => collect(() => payInvoice(invoiceId)),
    takeEvents() {
      const out = pending;
      pending = [];
      return out;
    },
    allEvents: () => [...events],
    setDown(value) {
      down = value;
    },
    signedEvent(event, secret = webhookSecret) {
      const payload = JSON.stringify(event);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
