/**
 * The voices whose safety dialog was already shown (spec voices §4: each opens once per voice),
 * kept in local storage under the product prefix (`xi:voice-safety-seen`), so sign-out clears it.
 */
import { readStored, writeStored } from "#lib/local-storage";

const KEY = "voice-safety-seen";
/** The most voice ids kept (the oldest are dropped). */
export const MAX_SEEN_VOICES = 500;

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === "string");

/** The voices already seen. */
export function readSeenVoices(): Set<string> {
  return new Set(readStored<string[]>(KEY, [], isIdList));
}

/** The list after adding `voiceId` at the end, without duplicates, at most `max` long. */
export function withSeenVoice(list: readonly string[], voiceId: string, max = MAX_SEEN_VOICES): string[] {
  const next = list.filter((id) => id !== voiceId);
  next.push(voiceId);
  return next.slice(Math.max(0, next.length - max));
}

/** Records that the voice's dialog was shown. */
export function markVoiceSeen(voiceId: string): void {
  writeStored(KEY, withSeenVoice(readStored<string[]>(KEY, [], isIdList), voiceId));
}
