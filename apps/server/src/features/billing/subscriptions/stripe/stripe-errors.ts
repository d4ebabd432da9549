import Stripe from "stripe";
import { AppError } from "#platform/errors";

/** Stripe's messages never echo a key back, but a key-shaped string is masked all the same. */
function withoutSecrets(message: string): string {
  return message.replace(/\b(sk|rk|pk|whsec)_[A-Za-z0-9_]+/g, "$1_…");
}

/**
 * A failed Stripe call as the API answers it, 400 or 502 `payment_provider_error`, never a 500:
 * - the card was declined, or Stripe refused the request (an invalid parameter, a reused
 *   idempotency key): 400 with Stripe's message, which tells the person what to do;
 * - Stripe could not be reached, answered 5xx or was rate-limited, or refused Vocable's own key
 *   (an operator's mistake, not the caller's): 502 with a message of Vocable's.
 * Anything that is not a Stripe error is passed through unchanged.
 */
export function stripeFailure(err: unknown): unknown {
  if (err instanceof AppError || !(err instanceof Stripe.errors.StripeError)) return err;
  if (err instanceof Stripe.errors.StripeCardError) {
    return new AppError("payment_provider_error", 400, withoutSecrets(err.message || "The card was declined."));
  }
  if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeIdempotencyError) {
    return new AppError("payment_provider_error", 400, withoutSecrets(`The payment provider refused the request: ${err.message || "invalid request"}`));
  }
  if (err instanceof Stripe.errors.StripeAuthenticationError || err instanceof Stripe.errors.StripePermissionError) {
    return new AppError("payment_provider_error", 502, "The payment provider refused this instance's credentials: an operator must check STRIPE_SECRET_KEY.");
  }
  return new AppError("payment_provider_error", 502, "The payment provider could not be reached or failed: try again in a few minutes.");
}

/** Runs a Stripe call, turning its failure into the AppError of {@link stripeFailure}. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw stripeFailure(err);
  }
}

/** Whether a Stripe error says the object to create exists already (a product or coupon of a fixed id). */
export function isAlreadyExists(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === "resource_already_exists";
}
