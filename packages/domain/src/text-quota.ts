/**
 * What the text-to-speech page says about a text against the character quota before Generate
 * (spec §5 "Character limit"): nothing, that the part past the limit will be billed as overage
 * (plans with usage-based billing), or that it does not fit in what remains (Generate is off).
 */
import { firstPlanNameWith, hasCapability } from "./billing/plan-capabilities";
import { formatInteger } from "./format";
import { checkCharacterQuota, isCharacterLimitExtensionAllowed, type CharacterQuotaSubscription } from "./quota";
import { isUnlimited } from "./tiers";

/** The quota's verdict on a text. */
export type TextQuotaStatus =
  | { kind: "ok" }
  /** Fits, but `overage` characters go past the monthly limit and are billed. */
  | { kind: "billed"; overage: number }
  /** Does not fit: `required` characters, `remaining` left (under the hard cap). */
  | { kind: "blocked"; required: number; remaining: number };

/** The verdict on a text of `textLength` characters (its {@link characterCost}). */
export function textQuotaStatus(sub: CharacterQuotaSubscription, textLength: number): TextQuotaStatus {
  if (textLength <= 0) return { kind: "ok" };
  const check = checkCharacterQuota(sub, textLength);
  if (!check.ok) return { kind: "blocked", required: textLength, remaining: check.remaining };
  if (isUnlimited(sub.character_limit) || !isCharacterLimitExtensionAllowed(sub)) return { kind: "ok" };
  const after = sub.character_count + textLength;
  const overage = after - Math.max(sub.character_count, sub.character_limit);
  return overage > 0 ? { kind: "billed", overage } : { kind: "ok" };
}

/**
 * The sentence for a verdict, numbers written out ("10,500"); null when there is nothing to say.
 * A blocked text on a plan without usage-based billing names the first plan that has it.
 */
export function textQuotaMessage(status: TextQuotaStatus, tier: string): string | null {
  if (status.kind === "ok") return null;
  if (status.kind === "billed") {
    const n = formatInteger(status.overage);
    return `${n} ${status.overage === 1 ? "character goes" : "characters go"} past your plan's monthly limit and will be billed as usage-based overage.`;
  }
  const left = status.remaining === 0 ? "none left" : `only ${formatInteger(status.remaining)} left`;
  const hint = hasCapability(tier, "usageBasedBilling") ? "" : ` Usage-based billing for extra characters starts with the ${firstPlanNameWith("usageBasedBilling")} plan.`;
  return `This text needs ${formatInteger(status.required)} characters and your plan has ${left} this month. Shorten the text or change your plan.${hint}`;
}
