/**
 * Tier checks that gate features (spec accounts §6 "Tier checks", "Isolated environments").
 */
import { isAtLeastTier, isPaidTier, isUnlimitedTier } from "../tiers";

/** The named tier checks. */
export const TIER_CHECKS = ["any", "freeOnly", "paid", "atLeastStarter", "atLeastCreator", "atLeastPro", "unlimited"] as const;
/** A named tier check. */
export type TierCheck = (typeof TIER_CHECKS)[number];

/**
 * Whether a workspace on `tier` passes `check`; `tier` is null without a signed-in workspace,
 * which passes nothing. any: any signed-in workspace; freeOnly: free; paid: any known tier but
 * free and trial; atLeastStarter/Creator/Pro: by tier order (trial and enterprise rank highest,
 * grant tiers with Scale); unlimited: enterprise or trial. An unknown tier passes only `any`.
 */
export function passesTierCheck(check: TierCheck, tier: string | null): boolean {
  if (tier === null) return false;
  switch (check) {
    case "any":
      return true;
    case "freeOnly":
      return tier === "free";
    case "paid":
      return isPaidTier(tier);
    case "atLeastStarter":
      return isAtLeastTier(tier, "starter");
    case "atLeastCreator":
      return isAtLeastTier(tier, "creator");
    case "atLeastPro":
      return isAtLeastTier(tier, "pro");
    case "unlimited":
      return isUnlimitedTier(tier);
  }
}

/** Tiers an isolated environment lets through. */
const ISOLATED_ENVIRONMENT_TIERS: ReadonlySet<string> = new Set(["free", "trial", "enterprise"]);

/**
 * Whether an isolated environment blocks a workspace on `tier` (plan buttons disabled): it blocks
 * every tier except free, trial and enterprise (an unknown tier is blocked too).
 */
export function isolatedEnvironmentBlocks(tier: string): boolean {
  return !ISOLATED_ENVIRONMENT_TIERS.has(tier);
}
