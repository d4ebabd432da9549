import { COUPON_EXPIRED_MESSAGE, isPromoExpired, normalizePromoCode, type Currency } from "@vocable/domain";
import type { Db } from "#db/client";
import type { SubscriptionDiscount } from "#db/schema/index";
import { AppError } from "#platform/errors";
import type { RateLimitStorage } from "#platform/rate-limit-store";
import { getPromoCode, hasRedeemed, redeemPromoCode, type PromoCodeRow } from "../repo";

/** Codes a workspace may try: enough for typos, too few to guess codes. */
export const PROMO_RATE_LIMIT = { window: 600, max: 20 };

/**
 * A promo code as a checkout, a plan change or apply-discount takes it: it must exist, not be
 * expired or used up, not have been used by this workspace, and an amount off must be in the
 * checkout's currency. 400 invalid_promocode ("Invalid promocode", the spec's dialog title) or
 * 400 coupon_expired otherwise: the same answer for a code that never existed and one that is
 * used up, so codes cannot be told apart by probing.
 */
export async function checkPromoCode(
  deps: { db: Db; rateLimit: RateLimitStorage },
  workspaceId: string | null,
  raw: string,
  opts: { currency: Currency | null; now: Date; rateKey?: string },
): Promise<PromoCodeRow> {
  const { db } = deps;
  if (!(await deps.rateLimit.consume(`promo:${workspaceId ?? `visitor:${opts.rateKey ?? "unknown"}`}`, PROMO_RATE_LIMIT)).allowed) {
    throw new AppError("rate_limited", 429, "Too many promo codes tried: wait ten minutes and try again.");
  }
  const code = normalizePromoCode(raw);
  const row = code ? await getPromoCode(db, code) : null;
  if (!row) throw invalidPromo();
  if (isPromoExpired(row.expiresAt, opts.now)) throw new AppError("coupon_expired", 400, COUPON_EXPIRED_MESSAGE);
  if (row.maxRedemptions !== null && row.timesRedeemed >= row.maxRedemptions) throw invalidPromo();
  if (workspaceId && (await hasRedeemed(db, row.code, workspaceId))) throw new AppError("invalid_promocode", 400, "Invalid promocode: this workspace has already used it.");
  if (row.amountOffCents !== null && opts.currency !== null && row.currency !== null && row.currency !== opts.currency) {
    throw new AppError("invalid_promocode", 400, `Invalid promocode: it takes an amount off ${row.currency.toUpperCase()} prices; choose ${row.currency.toUpperCase()}.`);
  }
  return row;
}

function invalidPromo(): AppError {
  return new AppError("invalid_promocode", 400, "Invalid promocode");
}

/**
 * Redeems a checked code for the workspace inside the caller's transaction and answers the
 * discount it puts on the subscription; 400 invalid_promocode (rolling the transaction back) when
 * it was used up meanwhile or already used by this workspace.
 */
export async function redeemPromoDiscount(tx: Db, workspaceId: string, promo: PromoCodeRow): Promise<SubscriptionDiscount> {
  if (!(await redeemPromoCode(tx, promo.code, workspaceId))) throw new AppError("invalid_promocode", 400, "Invalid promocode: it was used up or already used by this workspace.");
  return discountOfPromo(promo);
}

/** The discount a code puts on a subscription: its terms and how many invoices it reduces. */
export function discountOfPromo(row: PromoCodeRow): SubscriptionDiscount {
  return { code: row.code, percentOff: row.percentOff, amountOffCents: row.amountOffCents, monthsLeft: row.durationInMonths };
}
