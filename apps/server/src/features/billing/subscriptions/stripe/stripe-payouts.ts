import type Stripe from "stripe";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import type { ConnectPerson } from "../provider";
import { findConnectAccount } from "./stripe-repo";

/**
 * A producer's payout as a Stripe Connect transfer, in US cents, to the express account made by
 * their onboarding (create-connect-account). The payout's id is the idempotency key, so a retried
 * request never transfers twice.
 */
export async function transferToProducer(stripe: Stripe, db: Db, person: ConnectPerson, payout: { payoutId: string; cents: number }): Promise<{ transferId: string }> {
  const account = await findConnectAccount(db, person.userId);
  if (!account) throw new AppError("payment_required", 402, "Set up your payout account first (Payouts → Set up payouts): payouts go to it through Stripe.");
  const transfer = await stripe.transfers.create(
    { amount: payout.cents, currency: "usd", destination: account, description: "Vocable productions earnings", metadata: { user_id: person.userId, payout_id: payout.payoutId } },
    { idempotencyKey: `vocable-payout-${payout.payoutId}` },
  );
  return { transferId: transfer.id };
}
