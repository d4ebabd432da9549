/**
 * The pricing cards' lines for the voice changer, sound effects and dubbing (spec accounts §3 plan
 * catalogue `speech_to_speech_minutes`, `sound_effects` seconds and dubbing minutes with and
 * without watermark; §9's sound-effect seconds):
 * the catalogue's figures as a card says them.
 */
import type { PlanCatalogueEntry } from "@vocable/domain";
import { formatInteger, isUnlimited } from "@vocable/domain";

/** "100 minutes of voice changer a month" (what the month's credits buy at 1,000 characters a minute). */
export function speechToSpeechLine(entry: Pick<PlanCatalogueEntry, "speechToSpeechMinutes">): string {
  const minutes = entry.speechToSpeechMinutes;
  if (isUnlimited(minutes)) return "Voice changer within custom credits";
  return `Up to ${formatInteger(minutes)} ${minutes === 1 ? "minute" : "minutes"} of voice changer a month`;
}

/** "250 seconds of sound effects a month". */
export function soundEffectsLine(entry: Pick<PlanCatalogueEntry, "soundEffectSeconds">): string {
  const seconds = entry.soundEffectSeconds;
  if (isUnlimited(seconds)) return "Unlimited sound effects";
  return `${formatInteger(seconds)} ${seconds === 1 ? "second" : "seconds"} of sound effects a month`;
}

/** "Up to 33 minutes of dubbing a month (50 with a watermark)"; a plan whose dubs carry the watermark says so. */
export function dubbingLine(entry: Pick<PlanCatalogueEntry, "dubbingMinutes" | "dubbingMinutesWatermarked">): string {
  const { dubbingMinutes: plain, dubbingMinutesWatermarked: marked } = entry;
  if (isUnlimited(marked)) return "Dubbing within custom credits";
  const minutes = (n: number) => `${formatInteger(n)} ${n === 1 ? "minute" : "minutes"}`;
  if (plain === 0) return `Up to ${minutes(marked)} of dubbing a month, with a watermark`;
  return `Up to ${minutes(plain)} of dubbing a month (${formatInteger(marked)} with a watermark)`;
}
