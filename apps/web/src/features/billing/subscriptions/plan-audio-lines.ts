/**
 * The pricing cards' lines for the voice changer and sound effects (spec accounts §3 plan
 * catalogue `speech_to_speech_minutes` and `sound_effects` seconds; §9's sound-effect seconds):
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
