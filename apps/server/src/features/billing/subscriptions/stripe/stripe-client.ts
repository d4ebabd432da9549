import Stripe from "stripe";
import type { BillingConfig } from "#platform/env";

/**
 * The Stripe API version Vocable is written against: the one this SDK release (stripe 23.1.0)
 * pins, stated here so an SDK upgrade cannot change the shapes Vocable reads without a code change.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/** Milliseconds one Stripe call may take before it fails (and is retried, up to maxNetworkRetries). */
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * The Stripe client of BILLING_PROVIDER=stripe: the secret key, the pinned API version, two
 * retries on network errors and 409/5xx answers (each POST then carries an idempotency key, so a
 * retry never acts twice) and a timeout. With STRIPE_API_URL (tests: the Stripe-protocol fake)
 * the calls go to that address instead of Stripe's own.
 */
export function createStripeClient(stripe: NonNullable<BillingConfig["stripe"]>): Stripe {
  const target = stripe.apiUrl ? new URL(stripe.apiUrl) : null;
  return new Stripe(stripe.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: "Vocable" },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === "https:" ? 443 : 80),
          protocol: target.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}
