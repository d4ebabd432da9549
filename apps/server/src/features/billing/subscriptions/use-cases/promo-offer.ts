import type { z } from "zod";
import type { PromoOffer } from "@vocable/contract";
import type { Principal } from "#platform/app-env";
import { requireBillingEnabled, requireBillingManager } from "../policy";
import { deletePromoOffer, getPromoOffer, hasRedeemed } from "../repo";
import type { BillingDeps } from "./load-billing-context";

/**
 * GET /v1/billing/promo-offer: the offer an operator made this workspace (`npm run billing -- offer`),
 * shown by the promo dialog (spec §4) while it exists: not once the code is used or expired.
 */
export async function readPromoOffer(deps: BillingDeps, principal: Principal): Promise<{ offer: z.infer<typeof PromoOffer> | null }> {
  if (deps.config.billing.provider === "none") return { offer: null };
  const row = await getPromoOffer(deps.db, principal.workspaceId);
  if (!row || (row.expiresAt && row.expiresAt <= new Date()) || (await hasRedeemed(deps.db, row.code, principal.workspaceId))) return { offer: null };
  return { offer: { promocode: row.code, amount_off: row.amountOffCents, percent_off: row.percentOff, duration_in_months: row.durationInMonths, extended: row.extended > 0 } };
}

/** POST /v1/billing/promo-offer/decline: "no thanks" clears the offer for the workspace. */
export async function declinePromoOffer(deps: BillingDeps, principal: Principal): Promise<{ status: "ok" }> {
  requireBillingEnabled(deps.config.billing);
  requireBillingManager(principal);
  await deletePromoOffer(deps.db, principal.workspaceId);
  return { status: "ok" };
}
