import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { advanceToPeriodEnd, completeCheckout, failNextPayment, payInvoice } from "./controls";
import { collect, signedEvent, takeEvents } from "./events";
import type { FakeAccount, FakeCoupon, FakeCreditNote, FakeCustomer, FakeInvoice, FakePrice, FakeRequest, FakeSchedule, FakeSubscription, FakeTransfer } from "./objects";
import { reverseTransfer } from "./connect";
import { startServer } from "./server";
import { createStore } from "./store";

export { parseStripeParams } from "./params";
export type { FakeInvoice, FakeRequest, FakeSchedule, FakeSubscription } from "./objects";

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
 *
 * The parts: server.ts (HTTP, auth, idempotency, routing), params.ts (request bodies), wire.ts
 * (errors and lists), store.ts (state and ids), objects.ts (their shapes), catalog.ts (customers,
 * products, prices, coupons), checkout.ts (Checkout, setup intents, portal), subscriptions.ts,
 * schedules.ts, invoices.ts, connect.ts, events.ts (events and their signature) and controls.ts.
 */
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
  customers: Map<string, FakeCustomer>;
  coupons: Map<string, FakeCoupon>;
  prices: Map<string, FakePrice>;
  accounts: Map<string, FakeAccount>;
  /** The customer pays at Checkout: the subscription (or the setup) is made as Stripe would; answers the events Stripe sends. */
  completeCheckout(sessionId: string): Stripe.Event[];
  /** The subscription's period ends: a scheduled phase starts, a cancellation ends it, or it renews and is invoiced. */
  advanceToPeriodEnd(subscriptionId: string): Stripe.Event[];
  /** Transfers made to connected accounts. */
  transfers: Map<string, FakeTransfer>;
  creditNotes: Map<string, FakeCreditNote>;
  /** The next transfer is refused (the platform's balance is short: balance_insufficient). */
  failNextTransfer(): void;
  /** The platform reverses a transfer whole in Stripe's dashboard: answers its transfer.reversed event. */
  reverseTransfer(transferId: string): Stripe.Event[];
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

/** Starts a fake on 127.0.0.1 (a free port). */
export async function startStripeFake(opts: { secretKey?: string; webhookSecret?: string } = {}): Promise<StripeFake> {
  const secretKey = opts.secretKey ?? `sk_test_fake${randomBytes(12).toString("hex")}`;
  const webhookSecret = opts.webhookSecret ?? `whsec_fake${randomBytes(12).toString("hex")}`;
  const s = createStore();
  const server = await startServer(s, secretKey);
  return {
    url: server.url,
    secretKey,
    webhookSecret,
    now: s.now,
    requests: server.requests,
    subscriptions: s.subscriptions,
    schedules: s.schedules,
    invoices: s.invoices,
    customers: s.customers,
    coupons: s.coupons,
    prices: s.prices,
    accounts: s.accounts,
    transfers: s.transfers,
    creditNotes: s.creditNotes,
    failNextTransfer: () => {
      s.failNextTransfer = true;
    },
    reverseTransfer: (transferId) => collect(s, () => reverseTransfer(s, transferId)),
    completeCheckout: (sessionId) => collect(s, () => completeCheckout(s, sessionId)),
    advanceToPeriodEnd: (subscriptionId) => collect(s, () => advanceToPeriodEnd(s, subscriptionId)),
    failNextPayment: (subscriptionId) => failNextPayment(s, subscriptionId),
    payInvoice: (invoiceId) => collect(s, () => payInvoice(s, invoiceId)),
    takeEvents: () => takeEvents(s),
    allEvents: () => [...s.events],
    setDown: server.setDown,
    signedEvent: (event, secret = webhookSecret) => signedEvent(event, secret),
    close: server.close,
  };
}
