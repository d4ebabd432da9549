import type { Db } from "#db/client";
import { deleteCheckoutSessionsBefore, deleteIdempotencyKeysBefore, deleteStripeEventsBefore } from "../repo";

const DAY = 24 * 60 * 60 * 1000;
/** A checkout is kept a week past its expiry (its page says it expired), an idempotency key a day (clients retry within minutes), a Stripe event id a month (Stripe retries for three days). */
const KEEP = { checkoutSessionsDays: 7, idempotencyKeysDays: 1, stripeEventsDays: 30 };

/** The daily cleanup's billing part: rows nobody can use any more. */
export async function deleteSpentBillingRows(db: Db, now: Date): Promise<{ checkoutSessions: number; idempotencyKeys: number; stripeEvents: number }> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  return {
    checkoutSessions: await deleteCheckoutSessionsBefore(db, ago(KEEP.checkoutSessionsDays)),
    idempotencyKeys: await deleteIdempotencyKeysBefore(db, ago(KEEP.idempotencyKeysDays)),
    stripeEvents: await deleteStripeEventsBefore(db, ago(KEEP.stripeEventsDays)),
  };
}
