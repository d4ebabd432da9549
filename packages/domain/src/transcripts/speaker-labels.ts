import type { HeardWord } from "./transcript-words";

/** A speaker's turns (seconds), as diarization gives them. */
export interface SpeakerTurns {
  id: string;
  segments: readonly { start: number; end: number }[];
}

/**
 * Each word's speaker: the one whose turns cover most of the word, or, when none covers it (the
 * voice activity detector heard a pause there), the one whose turn is nearest in time. Without
 * speakers the words are as they were.
 */
export function labelSpeakers(words: readonly HeardWord[], speakers: readonly SpeakerTurns[]): HeardWord[] {
  if (speakers.length === 0) return [...words];
  return words.map((word) => {
    let best = { id: speakers[0]!.id, overlap: -Infinity };
    for (const speaker of speakers) {
      for (const turn of speaker.segments) {
        // Overlap when positive; minus the distance between them when not.
        const overlap = Math.min(word.end, turn.end) - Math.max(word.start, turn.start);
        if (overlap > best.overlap) best = { id: speaker.id, overlap };
      }
    }
    return { ...word, speakerId: best.id };
  });
}
