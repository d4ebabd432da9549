/**
 * The plan a logged-out visitor picked on /pricing (spec accounts §2, §6: "sent to sign-up on
 * choosing one"), kept in local storage under `xi:` until the new account is signed in, when its
 * checkout starts. Sign-up goes through an e-mail link, possibly in another tab, so session storage
 * or the address would not survive it. A pick older than a week is forgotten.
 */
import { isCardTier, isCurrency, isPricedTier, storageKey, type BillingPeriod, type Currency, type PricedTier } from "@vocable/domain";
import { readStored, writeStored } from "#lib/local-storage";

/** Name (under the `xi:` prefix) of the remembered plan. */
export const REMEMBERED_PLAN_STORAGE_NAME = "remembered-plan";
/** How long a pick is kept. */
export const REMEMBERED_PLAN_MAX_AGE_MS = 7 * 24 * 3600_000;

export interface RememberedPlan {
  tier: PricedTier;
  billingPeriod: BillingPeriod;
  currency: Currency;
  /** When it was picked (ms since the epoch). */
  pickedAt: number;
}

/** A stored value as a remembered plan: null when malformed, not a self-serve priced tier, or too old. */
export function parseRememberedPlan(value: unknown, now: number): RememberedPlan | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isCardTier(v.tier) || !isPricedTier(v.tier)) return null;
  if (v.billingPeriod !== "monthly_period" && v.billingPeriod !== "annual_period") return null;
  if (!isCurrency(v.currency)) return null;
  if (typeof v.pickedAt !== "number" || !Number.isFinite(v.pickedAt)) return null;
  if (v.pickedAt > now + 60_000 || now - v.pickedAt > REMEMBERED_PLAN_MAX_AGE_MS) return null;
  return { tier: v.tier, billingPeriod: v.billingPeriod, currency: v.currency, pickedAt: v.pickedAt };
}

/** Remembers a pick (replacing any earlier one). */
export function rememberPlan(plan: Omit<RememberedPlan, "pickedAt">, now = Date.now()): void {
  writeStored(REMEMBERED_PLAN_STORAGE_NAME, { ...plan, pickedAt: now });
}

/** The remembered pick, if any is still good. */
export function readRememberedPlan(now = Date.now()): RememberedPlan | null {
  return parseRememberedPlan(readStored<unknown>(REMEMBERED_PLAN_STORAGE_NAME, null), now);
}

/** Forgets the pick (its checkout started, or it cannot start). */
export function forgetRememberedPlan(): void {
  try {
    window.localStorage.removeItem(storageKey(REMEMBERED_PLAN_STORAGE_NAME));
  } catch {
    // Storage disabled: nothing was kept.
  }
}
