/**
 * Character quota (spec §5 "Character limit").
 *
 * Limits use the {@link UNLIMITED} sentinel (-1) from `tiers.ts`; a `character_limit` of -1 means
 * the workspace has no monthly cap at all.
 */
import { formatCalendarDate, formatCount } from "./format";
import { UNLIMITED, extraCharacterAllowance, isUnlimited } from "./tiers";

/** The subscription fields the quota rules read (a subset of the ElevenLabs subscription shape). */
export interface CharacterQuotaSubscription {
  tier: string;
  status: string;
  character_count: number;
  character_limit: number;
  can_extend_character_limit: boolean;
  allowed_to_extend_character_limit: boolean;
  /**
   * The user's own cap on how far past the limit usage may go (set through /v1/user/edit).
   * Absent, null or negative means "no cap of my own": the tier allowance alone applies.
   */
  max_character_limit_extension?: number | null;
}

/** Result of a quota check. `remaining` is how many characters could still be used (never -1 here). */
export type CharacterQuotaCheck = { ok: true } | { ok: false; reason: "quota_exceeded"; remaining: number };

/**
 * Extension is allowed when the subscription can and is allowed to extend its character limit,
 * and the status is active or the tier is enterprise.
 */
export function isCharacterLimitExtensionAllowed(sub: CharacterQuotaSubscription): boolean {
  return (
    sub.can_extend_character_limit &&
    sub.allowed_to_extend_character_limit &&
    (sub.status === "active" || sub.tier === "enterprise")
  );
}

/**
 * Characters left this period: limit minus count, or {@link UNLIMITED} (-1) when extension is
 * allowed or the limit itself is unlimited. Never negative otherwise (a count above the limit,
 * possible after an extension was switched off, shows 0 rather than a negative number).
 */
export function remainingCharacters(sub: CharacterQuotaSubscription): number {
  if (isUnlimited(sub.character_limit) || isCharacterLimitExtensionAllowed(sub)) return UNLIMITED;
  return Math.max(0, sub.character_limit - sub.character_count);
}

/**
 * How far past `character_limit` usage may go when extension is allowed: the tier's extra
 * allowance, further capped by the user's `max_character_limit_extension` when one is set.
 * Returns {@link UNLIMITED} when neither bounds it.
 */
export function characterLimitExtension(sub: CharacterQuotaSubscription): number {
  const allowance = extraCharacterAllowance(sub.tier);
  const own = sub.max_character_limit_extension;
  const ownCap = typeof own === "number" && own >= 0 ? own : UNLIMITED;
  if (isUnlimited(allowance)) return ownCap;
  if (isUnlimited(ownCap)) return allowance;
  return Math.min(allowance, ownCap);
}

/**
 * The hard cap on `character_count` after a request: the limit itself, or, when extension is
 * allowed, the limit plus {@link characterLimitExtension}. {@link UNLIMITED} when there is none.
 */
export function hardCharacterCap(sub: CharacterQuotaSubscription): number {
  if (isUnlimited(sub.character_limit)) return UNLIMITED;
  if (!isCharacterLimitExtensionAllowed(sub)) return sub.character_limit;
  const extension = characterLimitExtension(sub);
  return isUnlimited(extension) ? UNLIMITED : sub.character_limit + extension;
}

/**
 * May a request of `textLength` characters run? Exceeded when count + length is above the cap
 * ({@link hardCharacterCap}); exactly reaching the cap passes.
 * On failure `remaining` is what is left under the cap (0 or more).
 * @throws RangeError when `textLength` is negative or not an integer (a programming error).
 */
export function checkCharacterQuota(sub: CharacterQuotaSubscription, textLength: number): CharacterQuotaCheck {
  if (!Number.isInteger(textLength) || textLength < 0) {
    throw new RangeError(`textLength must be a non-negative integer, got ${textLength}`);
  }
  const cap = hardCharacterCap(sub);
  if (isUnlimited(cap) || sub.character_count + textLength <= cap) return { ok: true };
  return { ok: false, reason: "quota_exceeded", remaining: Math.max(0, cap - sub.character_count) };
}

/**
 * Number of characters charged for a text: its length in Unicode code points. An emoji or any
 * character outside the Basic Multilingual Plane is one character (not the two UTF-16 units
 * `String#length` reports), so users are not billed twice for it. Combining marks are separate
 * code points and each counts, which matches what a text field's counter shows for them.
 */
export function characterCost(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low surrogate is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** The subscription fields the shell's credit meter reads. */
export interface CreditMeterSubscription {
  character_count: number;
  character_limit: number;
  next_character_count_reset_unix: number;
}

/** What the shell's credit meter shows. */
export interface CreditMeter {
  used: number;
  /** The monthly limit, or null when the subscription has none ({@link UNLIMITED}). */
  limit: number | null;
  /** How full the bar is, 0 to 1 (an unlimited plan shows an empty bar; an overage a full one). */
  fraction: number;
  /** "1.2K / 10K", or "1.2K used" without a limit. */
  usageLabel: string;
  /** "Resets Aug 1, 2026"; "Unlimited" without a limit; "" when no reset date is known. */
  resetLabel: string;
}

/**
 * The credit meter of the shell's account box: characters used against the limit with the next
 * reset date. An unlimited plan says "Unlimited" instead of a reset date, since nothing runs out.
 */
export function creditMeter(sub: CreditMeterSubscription, timeZone?: string): CreditMeter {
  const used = Math.max(0, sub.character_count);
  if (isUnlimited(sub.character_limit)) {
    return { used, limit: null, fraction: 0, usageLabel: `${formatCount(used)} used`, resetLabel: "Unlimited" };
  }
  const limit = sub.character_limit;
  const fraction = limit === 0 ? (used > 0 ? 1 : 0) : Math.min(1, used / limit);
  const resetLabel =
    sub.next_character_count_reset_unix > 0 ? `Resets ${formatCalendarDate(sub.next_character_count_reset_unix, timeZone)}` : "";
  return { used, limit, fraction, usageLabel: `${formatCount(used)} / ${formatCount(limit)}`, resetLabel };
}

/**
 * The count restarted at 0 when a new plan started (GET /v1/user/subscription's
 * `character_count_restarted_unix`, set while the count still runs from then). The shell's meter
 * and the usage page say so, in the same words, so "0 / 2M" beside a usage page that counts what
 * came before is explained rather than a contradiction. Null when the count did not restart with a plan.
 */
export function countRestartNote(sub: { character_count_restarted_unix?: number | null }, timeZone?: string): string | null {
  const at = sub.character_count_restarted_unix;
  if (at === null || at === undefined || at <= 0) return null;
  return `Count restarted on ${formatCalendarDate(at, timeZone)} with your new plan`;
}

/** The usage page's sentence beside {@link countRestartNote}: what its figures count, and what the plan's count is. */
export function usageCountRestartNote(sub: { character_count: number; character_count_restarted_unix?: number | null }, timeZone?: string): string | null {
  const note = countRestartNote(sub, timeZone);
  if (!note) return null;
  const since = Math.max(0, sub.character_count);
  return (
    `${note}: ${since.toLocaleString("en-US")} ${since === 1 ? "character counts" : "characters count"} toward your plan since then. ` +
    "This page counts every character in the chosen range, including those before the restart."
  );
}
