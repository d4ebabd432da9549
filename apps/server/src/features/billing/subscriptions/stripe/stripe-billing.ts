import type Stripe from "stripe";
import type { Config } from "#platform/env";
import { createStripeClient } from "./stripe-client";
import { createStripePrices, type StripePrices } from "./stripe-prices";

/** What the Stripe provider and the webhook handler share: one client, one price cache, the signing secret. */
export interface StripeBilling {
  stripe: Stripe;
  prices: StripePrices;
  webhookSecret: string;
}

const byConfig = new WeakMap<Config, StripeBilling>();

/**
 * The instance's Stripe connection (BILLING_PROVIDER=stripe), made once per configuration so the
 * provider and the webhook route use the same client and price cache.
 * @throws Error when the configuration has no Stripe settings (another provider).
 */
export function stripeBillingOf(config: Config): StripeBilling {
  let billing = byConfig.get(config);
  if (!billing) {
    const settings = config.billing.stripe;
    if (!settings) throw new Error("BILLING_PROVIDER is not stripe: there is no Stripe configuration");
    const stripe = createStripeClient(settings);
    billing = { stripe, prices: createStripePrices(stripe), webhookSecret: settings.webhookSecret };
    byConfig.set(config, billing);
  }
  return billing;
}
