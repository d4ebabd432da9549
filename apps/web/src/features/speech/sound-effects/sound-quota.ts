/**
 * The month's sound-effect seconds as the generate page and the subscription page say them
 * (GET /v1/user/subscription sound_effect_seconds_used / _limit, -1 unlimited), and what one
 * Generate (four variations) uses of them.
 */
import type { Subscription } from "@vocable/contract";
import { formatInteger, isUnlimited } from "@vocable/domain";
import { MAX_SECONDS } from "./sound-duration";
import { VARIATION_COUNT } from "./variation-seeds";

export type SoundSecondsFields = Pick<Subscription, "sound_effect_seconds_used" | "sound_effect_seconds_limit">;

/** Seconds left this month; null when unlimited. */
export function soundSecondsLeft(sub: SoundSecondsFields): number | null {
  if (isUnlimited(sub.sound_effect_seconds_limit)) return null;
  return Math.max(0, sub.sound_effect_seconds_limit - Math.max(0, sub.sound_effect_seconds_used));
}

/** "236 of 250 seconds left this month", "Unlimited sound-effect seconds". */
export function soundSecondsLeftText(sub: SoundSecondsFields): string {
  const left = soundSecondsLeft(sub);
  if (left === null) return "Unlimited sound-effect seconds";
  return `${formatInteger(left)} of ${formatInteger(sub.sound_effect_seconds_limit)} seconds left this month`;
}

/** The seconds one Generate uses: four variations of the duration, each counted by the started second; Automatic can use up to 30 s each. */
export function generationSeconds(duration: number | null): { seconds: number; atMost: boolean } {
  if (duration === null) return { seconds: VARIATION_COUNT * MAX_SECONDS, atMost: true };
  return { seconds: VARIATION_COUNT * Math.ceil(duration - 1e-9), atMost: false };
}

/** "4 variations of 2 s use 8 seconds." / "4 automatic variations use up to 120 seconds." */
export function generationCostText(duration: number | null): string {
  const cost = generationSeconds(duration);
  return cost.atMost
    ? `${VARIATION_COUNT} variations of automatic length use up to ${formatInteger(cost.seconds)} seconds.`
    : `${VARIATION_COUNT} variations use ${formatInteger(cost.seconds)} seconds.`;
}

/** Why Generate is off for what is left, or null: nothing left, or less than four variations of a set duration need. */
export function soundQuotaProblem(sub: SoundSecondsFields, duration: number | null): string | null {
  const left = soundSecondsLeft(sub);
  if (left === null) return null;
  if (left <= 0) return "This month's sound-effect seconds are used up: new sounds can be made after the monthly reset, or on a larger plan.";
  const cost = generationSeconds(duration);
  if (!cost.atMost && cost.seconds > left) {
    return `${VARIATION_COUNT} variations of this length need ${formatInteger(cost.seconds)} seconds and ${formatInteger(left)} are left this month. Choose a shorter duration.`;
  }
  return null;
}

