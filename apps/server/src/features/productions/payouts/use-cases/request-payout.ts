import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { findUserProfile } from "#features/accounts/account/repo";
import { findAccountEmail } from "#features/operators/instance-admin/repo";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { billingProviderOf } from "#features/billing/subscriptions/create-billing-provider";
import { requireSelf } from "#features/productions/tasks/policy";
import { failPayout, findPayout, markPayoutPaid, openPayout } from "../repo";
import { PAYOUTS_AGREEMENT, presentPayout } from "./payout-account";

/**
 * POST …/producers/{user_id}/payouts: the producer's whole balance paid out, once they accepted the
 * publishing-and-payouts agreement. With Stripe a Connect transfer pays it now (a refused transfer
 * leaves the payout failed with Stripe's reason and the balance as it was); with the local
 * provider it waits for an operator, who pays by hand and records it.
 */
export async function requestPayout(deps: Parameters<typeof billingProviderOf>[0], principal: Principal, userId: string) {
  requireSelf(principal, userId);
  const provider = billingProviderOf(deps);
  if (!provider) throw new AppError("payment_provider_error", 400, "Payouts need a billing provider: this server runs with BILLING_PROVIDER=none.");
  const profile = await findUserProfile(deps.db, userId);
  if (!profile?.termsAgreedTo[PAYOUTS_AGREEMENT]) throw new AppError("invalid_request", 400, "Accept the publishing and payouts agreement first (Payouts → the agreement).");
  const payout = await openPayout(deps.db, { id: newId(), producerId: userId, provider: deps.config.billing.provider });
  if (!payout) throw new AppError("invalid_request", 400, "There is nothing to pay out: the balance is 0.");
  try {
    const paid = await provider.payOut({ userId, email: (await findAccountEmail(deps.db, userId))?.email ?? "" }, { payoutId: payout.id, cents: payout.amountCents });
    return presentPayout(paid ? ((await markPayoutPaid(deps.db, payout.id, paid.transferId)) ?? payout) : payout);
  } catch (err) {
    await failPayout(deps.db, payout.id, err instanceof Error ? err.message.slice(0, 300) : "the payout failed");
    throw err;
  }
}

/** PUT /v1/admin/productions/payouts/{payout_id}/paid: an operator records a pending payout as paid (local provider: paid by hand). */
export async function markPayoutPaidByOperator(deps: Pick<AppDeps, "db" | "config">, principal: Principal, payoutId: string) {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  return recordPayoutPaid(deps, payoutId);
}

/** A pending payout recorded as paid by hand: the operator's call above, and `npm run productions -- payouts paid`. */
export async function recordPayoutPaid(deps: Pick<AppDeps, "db">, payoutId: string) {
  const paid = await markPayoutPaid(deps.db, payoutId, null);
  if (paid) return presentPayout(paid);
  const payout = await findPayout(deps.db, payoutId);
  if (!payout) throw new AppError("not_found", 404, `No payout ${payoutId} was found.`);
  throw new AppError("invalid_request", 409, `This payout is ${payout.state}: only a pending payout can be recorded as paid.`);
}
