/**
 * The subscription page's speech-to-text line (issue 22): the month's seconds of speech to text
 * and forced alignment used, of the tier's allowance (GET /v1/user/subscription
 * speech_to_text_seconds_used / _limit, -1 unlimited). Pure: the page renders what this returns.
 */
import type { Subscription } from "@vocable/contract";
import { formatAudioSeconds, isUnlimited } from "@vocable/domain";

/** The parts of the subscription answer the line reads. */
export type SpeechToTextFields = Pick<Subscription, "speech_to_text_seconds_used" | "speech_to_text_seconds_limit">;

export interface SpeechToTextUsage {
  /** "12 min of 2 h 30 min this month", "3 h 5 min used (unlimited)". */
  text: string;
  /** The allowance is used up: new transcriptions and alignments are refused until the reset. */
  exhausted: boolean;
}

export const SPEECH_TO_TEXT_EXHAUSTED = "This month's speech to text is used up: new transcriptions and forced alignments are refused until it resets.";

/** An amount of audio as the line says it: the domain's format, but "0 min" rather than "0 s" for none. */
function amount(seconds: number): string {
  return seconds <= 0 ? "0 min" : formatAudioSeconds(seconds);
}

/** The month's speech to text used of its limit. */
export function speechToTextUsage(sub: SpeechToTextFields): SpeechToTextUsage {
  const used = Math.max(0, sub.speech_to_text_seconds_used);
  const limit = sub.speech_to_text_seconds_limit;
  if (isUnlimited(limit)) return { text: `${amount(used)} used (unlimited)`, exhausted: false };
  return { text: `${amount(used)} of ${amount(limit)} this month`, exhausted: used >= limit };
}
