/**
 * When a transcript's words, and the transcript as a whole, count as low-confidence (issue 24): the
 * recogniser's word probabilities (`words[].logprob`, the natural log) against fixed thresholds.
 * Engines that give no probabilities report logprob 0 (certain), so nothing of theirs is marked.
 */

/**
 * A word is low-confidence when its logprob is below this: a probability under 0.3 (ln 0.3).
 * Measured by bench/stt-punctuation.ts on PocketSphinx: 0.5 marked a fifth of the words it heard
 * right (the median English transcript a quarter marked); 0.3 marks fewer right words and still
 * most of speech it cannot follow.
 */
export const LOW_CONFIDENCE_LOGPROB = -1.204;

/** A transcript is low-confidence when at least this share of its words are low-confidence... */
export const LOW_CONFIDENCE_TRANSCRIPT_SHARE = 0.35;

/** ...and at least this many of them are (one unsure word of two is not "much of the transcript"). */
export const LOW_CONFIDENCE_TRANSCRIPT_MIN_WORDS = 2;

/** How many of a transcript's words there are and how many of them are low-confidence. */
export interface WordConfidence {
  words: number;
  lowConfidenceWords: number;
}

/** Whether a word of a transcript (ElevenLabs `words[]`) is low-confidence; spacing and audio events never are. */
export function isLowConfidenceWord(word: { type?: string; logprob: number }): boolean {
  if (word.type !== undefined && word.type !== "word") return false;
  return Number.isFinite(word.logprob) ? word.logprob < LOW_CONFIDENCE_LOGPROB : true;
}

/** The words (type `word`, or any entry without a type) and low-confidence words among `words`. */
export function countWordConfidence(words: readonly { type?: string; logprob: number }[]): WordConfidence {
  let count = 0;
  let low = 0;
  for (const word of words) {
    if (word.type !== undefined && word.type !== "word") continue;
    count++;
    if (isLowConfidenceWord(word)) low++;
  }
  return { words: count, lowConfidenceWords: low };
}

/**
 * Whether the recogniser was unsure of much of a transcript: at least
 * {@link LOW_CONFIDENCE_TRANSCRIPT_SHARE} of its words, and at least
 * {@link LOW_CONFIDENCE_TRANSCRIPT_MIN_WORDS} of them, are low-confidence.
 */
export function isLowConfidenceTranscript(confidence: WordConfidence): boolean {
  if (confidence.words <= 0) return false;
  return confidence.lowConfidenceWords >= LOW_CONFIDENCE_TRANSCRIPT_MIN_WORDS && confidence.lowConfidenceWords / confidence.words >= LOW_CONFIDENCE_TRANSCRIPT_SHARE;
}
