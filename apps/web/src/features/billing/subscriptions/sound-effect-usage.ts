/**
 * The subscription page's sound-effects line (issue 27): the month's seconds of sound effects made,
 * of the tier's allowance (GET /v1/user/subscription sound_effect_seconds_used / _limit, -1
 * unlimited; spec §9: 250, 750, 2,500, 12,500, 50,000, 275,000). Pure: the page renders what this returns.
 */
import type { Subscription } from "@vocable/contract";
import { formatInteger, isUnlimited } from "@vocable/domain";

export type SoundEffectFields = Pick<Subscription, "sound_effect_seconds_used" | "sound_effect_seconds_limit">;

export const SOUND_EFFECTS_EXHAUSTED = "This month's sound-effect seconds are used up: new sound effects are refused until they reset.";

/** "12 s of 250 s this month", "3,400 s used (unlimited)"; `exhausted` when nothing is left. */
export function soundEffectUsage(sub: SoundEffectFields): { text: string; exhausted: boolean } {
  const used = Math.max(0, sub.sound_effect_seconds_used);
  const limit = sub.sound_effect_seconds_limit;
  if (isUnlimited(limit)) return { text: `${formatInteger(used)} s used (unlimited)`, exhausted: false };
  return { text: `${formatInteger(Math.min(used, limit))} s of ${formatInteger(limit)} s this month`, exhausted: used >= limit };
}
