/**
 * The objects the fake keeps, in the shapes Stripe answers them (the fields Vocable reads, and
 * enough of the rest to pass for Stripe's). A few carry what the fake needs besides, said where.
 */

/** Stripe metadata: string values by key. */
export type Metadata = Record<string, string>;

/** A decoded request body or query (parseStripeParams). */
export type Params = Record<string, unknown>;

/** Stripe's list envelope, as it nests lists in objects (a subscription's items, an invoice's lines). */
export interface FakeList<T> {
  object: "list";
  data: T[];
  has_more: false;
  url: string;
}

/** A customer (`cus_`); its default payment method is set by Vocable after a setup Checkout. */
export interface FakeCustomer {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Metadata;
  created: number;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
}

/** A product (`prod_`, or the id Vocable gives it). */
export interface FakeProduct {
  id: string;
  object: "product";
  name: string;
  metadata: Metadata;
  active: true;
  created: number;
  livemode: false;
}

/** A recurring price (`price_`): monthly or yearly, found by its lookup key. */
export interface FakePrice {
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

/** A coupon (`coupon_`, or the id Vocable gives it): a percentage or an amount off, once, for some months or forever. */
export interface FakeCoupon {
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

/** A coupon applied to a subscription (`di_`). */
export interface FakeDiscount {
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

/** A subscription's one item: its price and its current period (Stripe keeps periods per item). */
export interface FakeItem {
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

/** A subscription (`sub_`): one item, quantity 1. */
export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "past_due" | "canceled" | "incomplete" | "trialing" | "unpaid";
  items: FakeList<FakeItem>;
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

/** A discount as a request or a schedule phase names it: a coupon to apply, or a discount to keep. */
export interface DiscountRef {
  coupon: string | null;
  discount: string | null;
}

/** A phase of a schedule: the price and discounts from its start date to its end date. */
export interface FakePhase {
  start_date: number;
  end_date: number;
  items: { price: string; quantity: number }[];
  discounts: (DiscountRef & { promotion_code: null })[];
  metadata: Metadata;
  proration_behavior: string;
}

/** A subscription schedule (`sub_sched_`), made from a subscription. */
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

/** A line of an invoice. */
export interface FakeLine {
  id: string;
  object: "line_item";
  amount: number;
  currency: string;
  description: string;
  quantity: number;
  period: { start: number; end: number };
  discountable: boolean;
}

/** An invoice (`in_`): draft, then open when finalized, paid when charged. */
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
  lines: FakeList<FakeLine>;
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

/** An invoice item (`ii_`): an amount waiting for the customer's next invoice. */
export interface FakeInvoiceItem {
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

/** A Checkout session (`cs_test_`) in subscription or setup mode. */
export interface FakeCheckoutSession {
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

/** The setup intent a completed setup Checkout leaves (`seti_`), with its new card. */
export interface FakeSetupIntent {
  id: string;
  object: "setup_intent";
  customer: string | null;
  payment_method: string;
  status: "succeeded";
  created: number;
}

/** A Connect account (`acct_`). */
export interface FakeAccount {
  id: string;
  object: "account";
  type: string;
  email: string | null;
  metadata: Metadata;
  created: number;
}

/** A request the fake answered, for assertions. */
export interface FakeRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | null;
  status: number;
}

export interface FakeTransfer {
  id: string;
  object: "transfer";
  amount: number;
  amount_reversed: number;
  reversed: boolean;
  currency: string;
  destination: string;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeCreditNote {
  id: string;
  object: "credit_note";
  invoice: string;
  customer: string;
  amount: number;
  refund_amount: number;
  currency: string;
  reason: string | null;
  memo: string | null;
  status: "issued";
  metadata: Record<string, string>;
  created: number;
}
