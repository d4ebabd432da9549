import type { AppDeps, Principal } from "#platform/app-env";
import { keysetLimit, keysetPage } from "#platform/keyset-page";
import { encodeKeysetToken, readKeysetToken } from "#platform/keyset-token";
import { findUserProfile, updateUserProfile } from "#features/accounts/account/repo";
import { findConnectAccount } from "#features/billing/subscriptions/stripe/stripe-repo";
import { requireSelf } from "#features/productions/tasks/policy";
import { earningTotals, earningsSelect, payoutsSelect, payoutTotals, type PayoutRow } from "../repo";

/** The agreement a producer accepts before being paid (spec: terms_agreed_to.publishing_payouts_agreement). */
export const PAYOUTS_AGREEMENT = "publishing_payouts_agreement";

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

export function presentPayout(p: PayoutRow) {
  return { payout_id: p.id, amount_cents: p.amountCents, provider: p.provider, state: p.state, transfer_id: p.transferId, error: p.error, created_at_unix: unix(p.createdAt)!, paid_at_unix: unix(p.paidAt) };
}

/** GET …/producers/{user_id}/payouts/summary: the balance (earned and not yet paid out), the totals, the payout method and the agreement. */
export async function readPayoutSummary(deps: Pick<AppDeps, "db" | "config">, principal: Principal, userId: string) {
  requireSelf(principal, userId);
  const [earned, payouts, profile] = await Promise.all([earningTotals(deps.db, userId), payoutTotals(deps.db, userId), findUserProfile(deps.db, userId)]);
  const provider = deps.config.billing.provider;
  return {
    balance_cents: earned.unpaid,
    earned_cents: earned.earned,
    paid_cents: payouts.paid,
    pending_cents: payouts.pending,
    method: (provider === "stripe" ? "stripe_connect" : provider === "local" ? "operator" : "none") as "stripe_connect" | "operator" | "none",
    payout_account: provider === "stripe" ? (await findConnectAccount(deps.db, userId)) !== null : null,
    agreement_accepted_unix: profile?.termsAgreedTo[PAYOUTS_AGREEMENT] ?? null,
  };
}

/** POST …/producers/{user_id}/payouts/agreement: the producer accepts the publishing-and-payouts agreement (once; its first time kept). */
export async function acceptPayoutsAgreement(deps: Pick<AppDeps, "db" | "config">, principal: Principal, userId: string) {
  requireSelf(principal, userId);
  const profile = await findUserProfile(deps.db, userId);
  if (profile && !profile.termsAgreedTo[PAYOUTS_AGREEMENT]) {
    await updateUserProfile(deps.db, userId, { termsAgreedTo: { ...profile.termsAgreedTo, [PAYOUTS_AGREEMENT]: Math.floor(Date.now() / 1000) } });
  }
  return readPayoutSummary(deps, principal, userId);
}

/** GET …/producers/{user_id}/earnings: each accepted task's earning, newest first (keyset pages). */
export async function listEarnings(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, q: { page_size: number; page_token?: string }) {
  requireSelf(principal, userId);
  const rows = await earningsSelect(deps.db, userId, readKeysetToken(q.page_token), keysetLimit(q.page_size));
  const page = keysetPage(rows, q.page_size, (last) => encodeKeysetToken(last.createdText, last.row.id));
  return {
    earnings: page.rows.map(({ row: e }) => ({ earning_id: e.id, task_id: e.taskId, order_id: e.orderId, role: e.role, amount_cents: e.amountCents, paid: e.payoutId !== null, payout_id: e.payoutId, created_at_unix: unix(e.createdAt)! })),
    has_more: page.hasMore,
    next_page_token: page.nextToken,
  };
}

/** GET …/producers/{user_id}/payouts: the producer's payouts, newest first (keyset pages). */
export async function listPayouts(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, q: { page_size: number; page_token?: string }) {
  requireSelf(principal, userId);
  const rows = await payoutsSelect(deps.db, userId, readKeysetToken(q.page_token), keysetLimit(q.page_size));
  const page = keysetPage(rows, q.page_size, (last) => encodeKeysetToken(last.createdText, last.row.id));
  return { payouts: page.rows.map((r) => presentPayout(r.row)), has_more: page.hasMore, next_page_token: page.nextToken };
}
