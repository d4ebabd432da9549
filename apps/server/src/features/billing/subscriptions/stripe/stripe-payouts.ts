import type Stripe from "stripe";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import type { ConnectPerson, OrderRefund } from "../provider";
import { getInvoice } from "../repo";
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

/**
 * A productions order's refund: a credit note on the order's Stripe invoice that refunds the
 * amount to the card it was paid with (the order's id is the idempotency key).
 */
export async function refundOrderInvoice(stripe: Stripe, db: Db, workspaceId: string, refund: OrderRefund): Promise<{ refundId: string }> {
  const invoice = await getInvoice(db, workspaceId, refund.invoiceId);
  if (!invoice?.providerInvoiceId) throw new AppError("payment_provider_error", 502, "The order's invoice is not a Stripe invoice this server recorded: refund it in Stripe's dashboard.");
  const note = await stripe.creditNotes.create(
    { invoice: invoice.providerInvoiceId, amount: refund.cents, refund_amount: refund.cents, reason: "order_change", memo: refund.description, metadata: { order_id: refund.orderId, reason: "productions_refund" } },
    { idempotencyKey: `vocable-order-refund-${refund.orderId}` },
  );
  return { refundId: note.id };
}
