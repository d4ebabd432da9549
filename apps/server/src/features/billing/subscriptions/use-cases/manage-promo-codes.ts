import type { CreatePromoCodeRequest, PromoCode } from "@vocable/contract";
import { normalizePromoCode } from "@vocable/domain";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { getPromoCode, insertPromoCode, listPromoCodes, setPromoOffer, type PromoCodeRow } from "../repo";
import { getWorkspace } from "#features/workspaces/workspaces/repo";

export function presentPromoCode(row: PromoCodeRow): PromoCode {
  return {
    code: row.code,
    percent_off: row.percentOff,
    amount_off: row.amountOffCents,
    currency: row.currency,
    duration_in_months: row.durationInMonths,
    expires_at_unix: row.expiresAt ? Math.floor(row.expiresAt.getTime() / 1000) : null,
    max_redemptions: row.maxRedemptions,
    times_redeemed: row.timesRedeemed,
  };
}

/** Makes a promo code (operators: POST /v1/admin/promo-codes and `npm run billing -- promo add`); 409 when it exists. */
export async function addPromoCode(db: Db, input: CreatePromoCodeRequest): Promise<PromoCode> {
  const code = normalizePromoCode(input.code)!;
  if ((input.percent_off == null) === (input.amount_off == null)) throw new AppError("invalid_request", 400, "Give percent_off or amount_off, not both.");
  if (input.amount_off != null && input.currency == null) throw new AppError("invalid_request", 400, "amount_off needs a currency: usd or eur.");
  const created = await insertPromoCode(db, {
    code,
    percentOff: input.percent_off ?? null,
    amountOffCents: input.amount_off ?? null,
    currency: input.amount_off != null ? (input.currency ?? null) : null,
    durationInMonths: input.duration_in_months ?? null,
    expiresAt: input.expires_at_unix != null ? new Date(input.expires_at_unix * 1000) : null,
    maxRedemptions: input.max_redemptions ?? null,
  });
  if (!created) throw new AppError("invalid_request", 409, `The promo code ${code} exists already.`);
  return presentPromoCode((await getPromoCode(db, code))!);
}

/** Operators' promo-code calls: create, list, offer one to a workspace (its members then see the promo dialog). */
export async function createPromoCodeAsOperator(deps: { db: Db; adminEmails: readonly string[] }, principal: Principal, input: CreatePromoCodeRequest): Promise<PromoCode> {
  await requireInstanceAdmin(deps.db, deps.adminEmails, principal);
  return addPromoCode(deps.db, input);
}

export async function listPromoCodesAsOperator(deps: { db: Db; adminEmails: readonly string[] }, principal: Principal): Promise<{ promo_codes: PromoCode[] }> {
  await requireInstanceAdmin(deps.db, deps.adminEmails, principal);
  return { promo_codes: (await listPromoCodes(deps.db)).map(presentPromoCode) };
}

export async function offerPromoAsOperator(
  deps: { db: Db; adminEmails: readonly string[] },
  principal: Principal,
  workspaceId: string,
  input: { code: string; extended: boolean },
): Promise<{ status: "ok" }> {
  await requireInstanceAdmin(deps.db, deps.adminEmails, principal);
  const code = normalizePromoCode(input.code);
  if (!code || !(await getPromoCode(deps.db, code))) throw new AppError("invalid_promocode", 400, "No promo code has this name: create it first.");
  if (!(await getWorkspace(deps.db, workspaceId))) throw new AppError("workspace_not_found", 404, "No workspace has this id.");
  await setPromoOffer(deps.db, workspaceId, code, input.extended);
  return { status: "ok" };
}
