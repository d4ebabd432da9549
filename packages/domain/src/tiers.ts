/**
 * Subscription tiers and their per-tier limits (spec: accounts §9, voices §9).
 *
 * Unlimited is represented everywhere in this package by the sentinel {@link UNLIMITED} (`-1`),
 * the value the spec itself uses for "remaining characters" and for the extra character allowance
 * of enterprise and trial. It is a plain integer, so it travels unchanged through the database and
 * the ElevenLabs-shaped JSON (`character_limit`, `voice_limit` are integers there). Always test with
 * {@link isUnlimited} before comparing a limit with a count.
 */

import { tierCapabilities } from "./billing/plan-capabilities";

/** Sentinel for "no limit" in every numeric limit of this package. */
export const UNLIMITED = -1 as const;

/** True when a limit is the {@link UNLIMITED} sentinel (any negative number counts as unlimited). */
export function isUnlimited(limit: number): boolean {
  return limit < 0;
}

/** Every tier id the platform knows, in display order. */
export const TIER_IDS = [
  "free",
  "starter",
  "creator",
  "pro",
  "growing_business",
  "scale_2024_08_10",
  "grant_tier_1_2025_07_23",
  "grant_tier_2_2025_07_23",
  "trial",
  "enterprise",
] as const;

/** A known subscription tier id. */
export type TierId = (typeof TIER_IDS)[number];

/** Base tiers: a workspace on one of these creates (rather than changes) a subscription. */
export const BASE_TIERS: readonly TierId[] = ["free", "trial"];

/** Tiers a user can pick on the pricing page (enterprise is contact-sales only). */
export const SELF_SERVE_TIERS: readonly TierId[] = [
  "free",
  "starter",
  "creator",
  "pro",
  "growing_business",
  "scale_2024_08_10",
];

/** Human-readable tier names. Note the historical ids: growing_business is "Scale", scale_2024_08_10 is "Business". */
export const TIER_DISPLAY_NAMES: Readonly<Record<TierId, string>> = {
  free: "Free",
  starter: "Starter",
  creator: "Creator",
  pro: "Pro",
  growing_business: "Scale",
  scale_2024_08_10: "Business",
  grant_tier_1_2025_07_23: "Grant Tier 1",
  grant_tier_2_2025_07_23: "Grant Tier 2",
  trial: "Trial",
  enterprise: "Enterprise",
};

const TIER_SET: ReadonlySet<string> = new Set(TIER_IDS);

/** Type guard for a known tier id (tiers arrive as plain strings from storage and the wire). */
export function isTierId(value: unknown): value is TierId {
  return typeof value === "string" && TIER_SET.has(value);
}

/** Display name of a tier; an unknown id is returned unchanged so nothing renders blank. */
export function tierDisplayName(tier: string): string {
  return isTierId(tier) ? TIER_DISPLAY_NAMES[tier] : tier;
}

/**
 * Tier order used by "at least tier X" checks and upgrade/downgrade decisions.
 * Grant tiers carry the Scale (growing_business) allowances (3 seats, 20,000 extra characters),
 * so they rank with Scale. Trial "is treated as enterprise" (spec §4), so both share the top rank.
 */
const TIER_RANK: Readonly<Record<TierId, number>> = {
  free: 0,
  starter: 1,
  creator: 2,
  pro: 3,
  growing_business: 4,
  grant_tier_1_2025_07_23: 4,
  grant_tier_2_2025_07_23: 4,
  scale_2024_08_10: 5,
  trial: 6,
  enterprise: 6,
};

/** Rank of a tier by tier order (higher is bigger); unknown tiers rank below free (-1). */
export function tierRank(tier: string): number {
  return isTierId(tier) ? TIER_RANK[tier] : -1;
}

/** True when `tier` is `min` or above by tier order. An unknown tier is never at least anything. */
export function isAtLeastTier(tier: string, min: TierId): boolean {
  return isTierId(tier) && TIER_RANK[tier] >= TIER_RANK[min];
}

/** True for a base tier (free or trial). */
export function isBaseTier(tier: string): boolean {
  return tier === "free" || tier === "trial";
}

/** Paid tier: any known tier other than free and trial. */
export function isPaidTier(tier: string): boolean {
  return isTierId(tier) && !isBaseTier(tier);
}

/** Unlimited tier: enterprise or trial (these also get enterprise features). */
export function isUnlimitedTier(tier: string): boolean {
  return tier === "enterprise" || tier === "trial";
}

/** Limits that follow from a tier. Every numeric field may be {@link UNLIMITED}. */
export interface TierLimits {
  /** Monthly characters (credits). */
  characterLimit: number;
  /** Custom (instant clone / designed) voices. */
  voiceLimit: number;
  /** Professional voice clones, before extra purchased slots. */
  professionalVoiceLimit: number;
  /** Characters that may be used beyond the limit when extension is allowed. */
  extraCharacterAllowance: number;
  /** Seats a new workspace on this tier gets. */
  defaultMaxSeats: number;
  /** Concurrent generation requests. */
  concurrency: number;
  /** Whether the tier may extend its character limit (usage-based billing). */
  canExtendCharacterLimit: boolean;
}

type RawLimits = Omit<TierLimits, "canExtendCharacterLimit" | "defaultMaxSeats">;

/**
 * Grant tiers: the spec lists their seats (3) and extra allowance (20,000) but no character,
 * voice, PVC or concurrency figures. Both match Scale (growing_business) exactly, so grant tiers
 * take the Scale figures throughout.
 * Enterprise and trial: the spec calls them unlimited; concurrency is not given, and since they
 * are the unlimited tiers it is unlimited too (the server's worker pool still bounds real load).
 */
const LIMITS: Readonly<Record<TierId, RawLimits>> = {
  free: { characterLimit: 10_000, voiceLimit: 3, professionalVoiceLimit: 0, extraCharacterAllowance: 0, concurrency: 2 },
  starter: { characterLimit: 30_000, voiceLimit: 10, professionalVoiceLimit: 0, extraCharacterAllowance: 0, concurrency: 3 },
  creator: { characterLimit: 100_000, voiceLimit: 30, professionalVoiceLimit: 1, extraCharacterAllowance: 1_000, concurrency: 5 },
  pro: { characterLimit: 500_000, voiceLimit: 160, professionalVoiceLimit: 1, extraCharacterAllowance: 3_000, concurrency: 10 },
  growing_business: { characterLimit: 2_000_000, voiceLimit: 660, professionalVoiceLimit: 1, extraCharacterAllowance: 20_000, concurrency: 15 },
  scale_2024_08_10: { characterLimit: 11_000_000, voiceLimit: 660, professionalVoiceLimit: 3, extraCharacterAllowance: 20_000, concurrency: 15 },
  grant_tier_1_2025_07_23: { characterLimit: 2_000_000, voiceLimit: 660, professionalVoiceLimit: 1, extraCharacterAllowance: 20_000, concurrency: 15 },
  grant_tier_2_2025_07_23: { characterLimit: 2_000_000, voiceLimit: 660, professionalVoiceLimit: 1, extraCharacterAllowance: 20_000, concurrency: 15 },
  trial: { characterLimit: UNLIMITED, voiceLimit: UNLIMITED, professionalVoiceLimit: UNLIMITED, extraCharacterAllowance: UNLIMITED, concurrency: UNLIMITED },
  enterprise: { characterLimit: UNLIMITED, voiceLimit: UNLIMITED, professionalVoiceLimit: UNLIMITED, extraCharacterAllowance: UNLIMITED, concurrency: UNLIMITED },
};

/**
 * The limits of a tier (spec accounts §9 and voices §9). Seats and usage-based billing (extending
 * the character limit) come from the capability table (billing/plan-capabilities.ts).
 */
export function tierLimits(tier: TierId): TierLimits {
  const capabilities = tierCapabilities(tier);
  return { ...LIMITS[tier], defaultMaxSeats: capabilities.seats, canExtendCharacterLimit: capabilities.usageBasedBilling };
}

/**
 * Extra character allowance of a tier (spec §5): free 0, starter 0, creator 1000, pro 3000,
 * growing_business, both grant tiers and scale_2024_08_10 20000, enterprise and trial
 * {@link UNLIMITED}; any unknown tier 0.
 */
export function extraCharacterAllowance(tier: string): number {
  return isTierId(tier) ? LIMITS[tier].extraCharacterAllowance : 0;
}

/** Whether a custom max_seats may be set: only trial and enterprise (others use the default). */
export function canCustomizeMaxSeats(tier: string): boolean {
  return isUnlimitedTier(tier);
}

/** Maximum voice add-or-edit operations: round(1.5 x voice_limit + 50); unlimited stays unlimited. */
export function maxVoiceAddEdits(voiceLimit: number): number {
  if (isUnlimited(voiceLimit)) return UNLIMITED;
  return Math.round(1.5 * voiceLimit + 50);
}

/** Professional voice limit = the tier's base limit plus purchased extra slots; unlimited stays unlimited. */
export function professionalVoiceLimit(baseLimit: number, extraSlots = 0): number {
  if (isUnlimited(baseLimit)) return UNLIMITED;
  return baseLimit + Math.max(0, extraSlots);
}
