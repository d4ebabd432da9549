import type Stripe from "stripe";
import { TIER_DISPLAY_NAMES, isCurrency, isPricedTier, listPriceCents, type BillingPeriod, type Currency, type PricedTier } from "@vocable/domain";
import { isAlreadyExists } from "./stripe-errors";

/**
 * Vocable's plans at Stripe. Vocable makes its own products and prices on first use instead of
 * asking the operator to set them up: one product per priced tier (id `vocable_<tier>`) and one
 * recurring price per tier, period and currency at the domain's list price (spec §9), found again
 * by its lookup key `vocable_<tier>_<period>_<currency>`. Price ids are cached for the process.
 */

/** A plan as a Stripe price stands for it. */
export interface StripePlan {
  tier: PricedTier;
  period: BillingPeriod;
  currency: Currency;
}

/** The lookup key of a plan's price: `vocable_creator_monthly_period_usd`. */
export function priceLookupKey(plan: StripePlan): string {
  return `vocable_${plan.tier}_${plan.period}_${plan.currency}`;
}

/** The product id of a tier: `vocable_creator`. */
export function productId(tier: PricedTier): string {
  return `vocable_${tier}`;
}

const LOOKUP_KEY = /^vocable_([a-z0-9_]+)_(monthly_period|annual_period)_(usd|eur)$/;

function isPeriod(value: unknown): value is BillingPeriod {
  return value === "monthly_period" || value === "annual_period";
}

/**
 * The plan a Stripe price stands for: from its lookup key, else its metadata (tier, period) and
 * currency. null for a price Vocable did not make (another product on the same Stripe account).
 */
export function planOfPrice(price: Pick<Stripe.Price, "lookup_key" | "metadata" | "currency"> | null | undefined): StripePlan | null {
  if (!price) return null;
  const match = price.lookup_key ? LOOKUP_KEY.exec(price.lookup_key) : null;
  if (match && isPricedTier(match[1]) && isPeriod(match[2]) && isCurrency(match[3])) {
    return { tier: match[1], period: match[2], currency: match[3] };
  }
  const { tier, period } = price.metadata ?? {};
  const currency = price.currency?.toLowerCase();
  if (isPricedTier(tier) && isPeriod(period) && isCurrency(currency)) return { tier, period, currency };
  return null;
}

/** The plan of a subscription: its (first) item's price. */
export function planOfSubscription(sub: Pick<Stripe.Subscription, "items">): StripePlan | null {
  return planOfPrice(sub.items?.data?.[0]?.price);
}

/** Finds or makes plans' prices at Stripe; one per process (the cache). */
export interface StripePrices {
  /** The price id of a plan, made at Stripe the first time it is needed. */
  priceId(plan: StripePlan): Promise<string>;
}

export function createStripePrices(stripe: Stripe): StripePrices {
  const cache = new Map<string, Promise<string>>();

  async function ensureProduct(tier: PricedTier): Promise<string> {
    const id = productId(tier);
    try {
      await stripe.products.create({ id, name: `Vocable ${TIER_DISPLAY_NAMES[tier]}`, metadata: { tier } });
    } catch (err) {
      // Made before (by this or another process): the id is the product's.
      if (!isAlreadyExists(err)) throw err;
    }
    return id;
  }

  async function findOrCreate(plan: StripePlan): Promise<string> {
    const lookupKey = priceLookupKey(plan);
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const amount = listPriceCents(plan.tier, plan.period, plan.currency);
    if (amount === null) throw new Error(`no list price for ${lookupKey}`);
    const product = await ensureProduct(plan.tier);
    const price = await stripe.prices.create({
      product,
      currency: plan.currency,
      unit_amount: amount,
      recurring: { interval: plan.period === "annual_period" ? "year" : "month", interval_count: 1 },
      lookup_key: lookupKey,
      // Two processes racing here both make a price; the key ends on the later one, and either works.
      transfer_lookup_key: true,
      nickname: `${TIER_DISPLAY_NAMES[plan.tier]} ${plan.period === "annual_period" ? "yearly" : "monthly"} (${plan.currency})`,
      metadata: { tier: plan.tier, period: plan.period, currency: plan.currency },
    });
    return price.id;
  }

  return {
    priceId(plan) {
      const key = priceLookupKey(plan);
      let pending = cache.get(key);
      if (!pending) {
        pending = findOrCreate(plan);
        cache.set(key, pending);
        // A failure is not cached: the next call asks Stripe again.
        void pending.catch(() => cache.delete(key));
      }
      return pending;
    },
  };
}
