import { countWordConfidence, isLowConfidenceTranscript, type WordConfidence } from "@vocable/domain";

/** How sure the recogniser was of a transcript's words (the domain's rule, as the server applies it). */
export interface TranscriptConfidence extends WordConfidence {
  /** The recogniser was unsure of much of the transcript. */
  low: boolean;
}

/** The confidence of `words` (a transcript's `words[]`). */
export function transcriptConfidence(words: readonly { type?: string; logprob: number }[]): TranscriptConfidence {
  const counted = countWordConfidence(words);
  return { ...counted, low: isLowConfidenceTranscript(counted) };
}

/** The heading of the warning on a low-confidence transcript. */
export const LOW_CONFIDENCE_TITLE = "This transcript may be inaccurate";

/** The warning on a low-confidence transcript: how much, what it means, what to do. */
export function lowConfidenceMessage(confidence: WordConfidence): string {
  const share = `${confidence.lowConfidenceWords} of its ${confidence.words} words`;
  return (
    `The recogniser was unsure of much of this transcript (${share}, underlined with dots), so it may not say what was said. ` +
    "This happens with unclear recordings, background noise or music, and speech in a language other than the one chosen. " +
    "Play the audio to check it before you use it."
  );
}

/** The note under the words when some are marked. */
export function lowConfidenceLegend(lowConfidenceWords: number): string {
  return lowConfidenceWords === 1
    ? "1 word the recogniser was unsure of is underlined with dots."
    : `${lowConfidenceWords} words the recogniser was unsure of are underlined with dots.`;
}

/** What a screen reader hears after a low-confidence word. */
export const LOW_CONFIDENCE_WORD_DESCRIPTION = "The recogniser was unsure of this word.";

/** A completed transcript's status in words, with its confidence. */
export function completedStatusLabel(confidence: TranscriptConfidence): string {
  return confidence.low ? "Completed, low confidence" : "Completed";
}
