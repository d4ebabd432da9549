import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import type {
  FakeAccount,
  FakeCheckoutSession,
  FakeCoupon,
  FakeCreditNote,
  FakeCustomer,
  FakeDiscount,
  FakeInvoice,
  FakeInvoiceItem,
  FakePrice,
  FakeProduct,
  FakeSchedule,
  FakeSetupIntent,
  FakeSubscription,
  FakeTransfer,
} from "./objects";

/**
 * The fake's state, all in memory: its objects by id, its clock, the charges set to fail and the
 * events it made. One store per fake; every resource and control reads and changes it.
 */
export interface Store {
  /** The fake's clock (seconds): real time plus `offset`. */
  now(): number;
  /** Seconds the clock was moved forward (advanceToPeriodEnd). */
  offset: number;
  /** The server's address (`http://127.0.0.1:<port>`), for the URLs of pages (Checkout, portal, invoices). */
  baseUrl: string;
  customers: Map<string, FakeCustomer>;
  products: Map<string, FakeProduct>;
  prices: Map<string, FakePrice>;
  coupons: Map<string, FakeCoupon>;
  discounts: Map<string, FakeDiscount>;
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeSubscription>;
  schedules: Map<string, FakeSchedule>;
  invoices: Map<string, FakeInvoice>;
  invoiceItems: Map<string, FakeInvoiceItem>;
  setupIntents: Map<string, FakeSetupIntent>;
  accounts: Map<string, FakeAccount>;
  transfers: Map<string, FakeTransfer>;
  creditNotes: Map<string, FakeCreditNote>;
  /** The next transfer is refused for want of balance (failNextTransfer). */
  failNextTransfer: boolean;
  /** Customers whose next charge is declined (failNextPayment). */
  failNext: Set<string>;
  /** Every event made so far. */
  events: Stripe.Event[];
  /** The events takeEvents has not answered yet. */
  pending: Stripe.Event[];
}

/** An empty store, its clock at real time. */
export function createStore(): Store {
  const store: Store = {
    now: () => Math.floor(Date.now() / 1000) + store.offset,
    offset: 0,
    baseUrl: "",
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    coupons: new Map(),
    discounts: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    schedules: new Map(),
    invoices: new Map(),
    invoiceItems: new Map(),
    setupIntents: new Map(),
    accounts: new Map(),
    transfers: new Map(),
    creditNotes: new Map(),
    failNextTransfer: false,
    failNext: new Set(),
    events: [],
    pending: [],
  };
  return store;
}

/** A new id in Stripe's form: `cus_…`, `sub_…`, `cs_test_…` (24 random hex digits). */
export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

/** A deep copy, as JSON carries it (what a response or an event holds no longer changes with the store). */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
