/**
 * What a dub costs, decided for Vocable where the spec gives no figure (§9 names "dubbing minutes
 * with and without watermark" without numbers): characters (credits) from the workspace's monthly
 * quota, per minute of source media per target language, counted by the started second,
 * following ElevenLabs' credit pricing of automatic dubbing (a dub with a watermark costs less).
 * A plan's dubbing minutes are what its monthly characters buy. The Free plan's dubs carry the
 * watermark, as ElevenLabs' do.
 */
import { isUnlimited, UNLIMITED } from "../tiers";
import { meteredSeconds } from "../billing/audio-metering";

/** Characters a minute of source costs for each target language. */
export const DUB_CHARACTERS_PER_MINUTE = 3_000;
/** The same with a watermark on the video. */
export const WATERMARKED_DUB_CHARACTERS_PER_MINUTE = 2_000;

/** Characters charged to dub `seconds` of source into `languages` target languages. */
export function dubCharacterCost(seconds: number, languages: number, watermark: boolean): number {
  const perMinute = watermark ? WATERMARKED_DUB_CHARACTERS_PER_MINUTE : DUB_CHARACTERS_PER_MINUTE;
  return Math.ceil((meteredSeconds(seconds) * perMinute) / 60) * Math.max(1, Math.floor(languages));
}

/** Minutes of dubbing (into one language) a month's characters buy; {@link UNLIMITED} stays so. */
export function dubbingMinutes(characterLimit: number, watermark: boolean): number {
  if (isUnlimited(characterLimit)) return UNLIMITED;
  return Math.floor(characterLimit / (watermark ? WATERMARKED_DUB_CHARACTERS_PER_MINUTE : DUB_CHARACTERS_PER_MINUTE));
}

/** Whether a tier's dubs must carry the watermark (the Free plan's do). */
export function dubWatermarkRequired(tier: string): boolean {
  return tier === "free";
}
