/**
 * What a dub will cost, said before it is created: the domain's `dubCharacterCost` (3,000
 * characters a minute of source into one language, 2,000 with a watermark, by the started second)
 * for the length the browser read, and whether the month's characters cover it.
 */
import type { Subscription } from "@vocable/contract";
import { DUB_CHARACTERS_PER_MINUTE, WATERMARKED_DUB_CHARACTERS_PER_MINUTE, dubCharacterCost, formatDuration, formatInteger, isUnlimited } from "@vocable/domain";

/** The characters one dub into one language costs, or null while the length is unknown. */
export function dubCost(seconds: number | null, watermark: boolean): number | null {
  return seconds === null ? null : dubCharacterCost(seconds, 1, watermark);
}

/**
 * "This dub costs 3,050 characters: 1:01 of media at 3,000 characters a minute." or, with no length
 * yet, the rate; `subject` names what costs it ("Adding Spanish" for a language added to a dub).
 */
export function dubCostText(seconds: number | null, watermark: boolean, subject = "This dub"): string {
  const perMinute = watermark ? WATERMARKED_DUB_CHARACTERS_PER_MINUTE : DUB_CHARACTERS_PER_MINUTE;
  const rate = `${formatInteger(perMinute)} characters a minute${watermark ? " with the watermark" : ""}`;
  const cost = dubCost(seconds, watermark);
  if (seconds === null || cost === null) {
    return `A dub costs ${rate}, counted by the started second. The length is read when the server has the media; this file's could not be read here.`;
  }
  return `${subject} costs ${formatInteger(cost)} characters: ${formatDuration(Math.ceil(seconds))} of media at ${rate}.`;
}

export type CharacterFields = Pick<Subscription, "character_count" | "character_limit">;

/** Characters left this month; null when unlimited. */
export function charactersLeft(sub: CharacterFields): number | null {
  if (isUnlimited(sub.character_limit)) return null;
  return Math.max(0, sub.character_limit - Math.max(0, sub.character_count));
}

/** Why the month's characters may not cover this dub (the server decides; plans may allow going over), or null. */
export function dubQuotaWarning(sub: CharacterFields, cost: number | null): string | null {
  const left = charactersLeft(sub);
  if (left === null || cost === null || cost <= left) return null;
  return `This dub needs ${formatInteger(cost)} characters and ${formatInteger(left)} are left this month, so it may be refused. Dub a shorter part to spend less.`;
}
