import type { ValidatePromocodeResponse } from "@vocable/contract";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireBillingEnabled } from "../policy";
import { checkPromoCode } from "./check-promo-code";
import type { BillingDeps } from "./load-billing-context";

/**
 * POST /v1/billing/validate-promocode: whether a code would apply to this workspace (or, for a
 * signed-out visitor, whether it exists and is current), with its terms (spec §7). Anything wrong with it answers valid false (the web app then drops the stored
 * code silently); an expired one says so with 400 coupon_expired, as a checkout would.
 */
export async function validatePromocode(deps: BillingDeps, caller: Principal | { clientKey: string }, rawCode: string): Promise<ValidatePromocodeResponse> {
  requireBillingEnabled(deps.config.billing);
  try {
    // A visitor on the pricing page has no workspace yet: the code is checked alone, rate-limited by address.
    const row = "workspaceId" in caller ? await checkPromoCode(deps, caller.workspaceId, rawCode, { currency: null, now: new Date() }) : await checkPromoCode(deps, null, rawCode, { currency: null, now: new Date(), rateKey: caller.clientKey });
    return { valid: true, amount_off: row.amountOffCents, percent_off: row.percentOff, duration_in_months: row.durationInMonths };
  } catch (err) {
    if (err instanceof AppError && err.code === "invalid_promocode") return { valid: false, amount_off: null, percent_off: null, duration_in_months: null };
    throw err;
  }
}
