import { APP_ROUTES, centsToUsd } from "@vocable/domain";
import type { Db } from "#db/client";
import { notifyUser } from "#features/accounts/notifications/notify-user";
import { reversePayout } from "../repo";

/**
 * Stripe reversed a payout's Connect transfer (transfer.reversed, applied inside the webhook's
 * transaction): the payout is reversed, its earnings are back in the producer's balance, and the
 * producer's bell says so. A transfer this server did not make, or a replay, changes nothing.
 */
export async function reverseTransferredPayout(tx: Db, transfer: { id: string; metadata?: Record<string, string> | null; reversed?: boolean }): Promise<boolean> {
  const payoutId = transfer.metadata?.payout_id;
  if (!payoutId || !transfer.reversed) return false;
  const payout = await reversePayout(tx, payoutId, `Stripe reversed the transfer ${transfer.id}.`);
  if (!payout) return false;
  await notifyUser(tx, payout.producerId, {
    severity: "warning",
    title: "A payout was reversed",
    description: `The payout of $${centsToUsd(payout.amountCents).toFixed(2)} was taken back by the payment provider; the amount is in your balance again.`,
    needsAttention: true,
    event: "productions.payout_reversed",
    link: APP_ROUTES.payouts,
  });
  return true;
}
