import { addMonthsClamped } from "@vocable/domain";
import type { DiscountRef, FakeCoupon, FakeCustomer, FakeDiscount, FakePrice, FakeProduct, Params } from "./objects";
import { bool, list, metadataOf, num, obj, str } from "./params";
import { stripeId, type Store } from "./store";
import { alreadyExists, get, invalid, listOf, missing, type Routes } from "./wire";

/**
 * Customers and what they buy: products, recurring prices (found by lookup key), coupons and the
 * discounts a coupon makes on a subscription.
 */

const INTERVAL_MONTHS = { month: 1, year: 12 } as const;

/** `months` after `from` (seconds), the day clamped to the month's last as Stripe does. */
export function addMonths(from: number, months: number): number {
  return Math.floor(addMonthsClamped(new Date(from * 1000), months).getTime() / 1000);
}

/** The end of a period of `price` that starts at `from`. */
export function addInterval(from: number, price: FakePrice): number {
  return addMonths(from, INTERVAL_MONTHS[price.recurring.interval] * price.recurring.interval_count);
}

/** A customer made from the parameters of `POST /v1/customers` (Checkout makes one with none). */
export function createCustomer(s: Store, p: Params): FakeCustomer {
  const customer: FakeCustomer = {
    id: stripeId("cus"),
    object: "customer",
    email: str(p.email),
    name: str(p.name),
    metadata: metadataOf(p.metadata),
    created: s.now(),
    invoice_settings: { default_payment_method: null },
    livemode: false,
  };
  s.customers.set(customer.id, customer);
  return customer;
}

/** A coupon applied to a customer's subscription: it reduces as many invoices as its duration says. */
export function newDiscount(s: Store, couponId: string, customer: string, subscription: string | null): FakeDiscount {
  const coupon = get(s.coupons, "coupon", couponId);
  const invoicesLeft = coupon.duration === "once" ? 1 : coupon.duration === "repeating" ? (coupon.duration_in_months ?? 1) : Number.POSITIVE_INFINITY;
  const discount: FakeDiscount = { id: stripeId("di"), object: "discount", coupon, customer, subscription, start: s.now(), end: null, invoicesLeft };
  s.discounts.set(discount.id, discount);
  return discount;
}

/** The discount ids of a subscription given `refs`: a discount named is kept, a coupon named makes a new one. */
export function discountIds(s: Store, refs: DiscountRef[], sub: { id: string; customer: string }): string[] {
  return refs.flatMap((d) => (d.discount ? [d.discount] : d.coupon ? [newDiscount(s, d.coupon, sub.customer, sub.id).id] : []));
}

/** `/v1/customers`, `/v1/products`, `/v1/prices`, `/v1/coupons`. */
export const catalogRoutes: Routes = {
  "POST customers": ({ s, params }) => createCustomer(s, params),
  "GET customers/:id": ({ s, id }) => get(s.customers, "customer", id),
  "POST customers/:id": ({ s, id, params: p }) => {
    const customer = get(s.customers, "customer", id);
    const dpm = str(obj(p.invoice_settings).default_payment_method);
    if (dpm) customer.invoice_settings.default_payment_method = dpm;
    if (p.metadata !== undefined) customer.metadata = metadataOf(p.metadata, customer.metadata);
    return customer;
  },
  "POST products": ({ s, params: p }) => {
    const pid = str(p.id) ?? stripeId("prod");
    if (s.products.has(pid)) throw alreadyExists("Product");
    const product: FakeProduct = { id: pid, object: "product", name: str(p.name) ?? "", metadata: metadataOf(p.metadata), active: true, created: s.now(), livemode: false };
    s.products.set(pid, product);
    return product;
  },
  "GET products/:id": ({ s, id }) => get(s.products, "product", id),
  "GET prices": ({ s, params: p }) => {
    const keys = list(p.lookup_keys).map(String);
    const active = bool(p.active);
    const data = [...s.prices.values()].filter((pr) => (keys.length === 0 || (pr.lookup_key !== null && keys.includes(pr.lookup_key))) && (active === null || pr.active === active));
    const limit = num(p.limit) ?? 10;
    return { ...listOf(data.slice(0, limit), "/v1/prices"), has_more: data.length > limit };
  },
  "POST prices": ({ s, params: p }) => {
    const product = str(p.product);
    if (!product || !s.products.has(product)) throw missing("product", product ?? "");
    const recurring = obj(p.recurring);
    const interval = str(recurring.interval);
    if (interval !== "month" && interval !== "year") throw invalid("recurring[interval] must be month or year", "recurring[interval]");
    const lookup = str(p.lookup_key);
    if (lookup) {
      const holder = [...s.prices.values()].find((pr) => pr.lookup_key === lookup);
      if (holder && p.transfer_lookup_key !== "true") throw invalid(`A price (${holder.id}) already uses the lookup key ${lookup}.`, "lookup_key");
      if (holder) holder.lookup_key = null;
    }
    const price: FakePrice = {
      id: stripeId("price"),
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
      created: s.now(),
      livemode: false,
    };
    s.prices.set(price.id, price);
    return price;
  },
  "GET prices/:id": ({ s, id }) => get(s.prices, "price", id),
  "POST coupons": ({ s, params: p }) => {
    const cid = str(p.id) ?? stripeId("coupon");
    if (s.coupons.has(cid)) throw alreadyExists("Coupon");
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
      created: s.now(),
      livemode: false,
    };
    s.coupons.set(cid, coupon);
    return coupon;
  },
  "GET coupons/:id": ({ s, id }) => get(s.coupons, "coupon", id),
};
