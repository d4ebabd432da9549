/** What every recogniser answers, whichever engine it is. */
export interface RecognizedWord {
  text: string;
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
  /** The recogniser's posterior probability of the word, 0..1. */
  probability: number;
}

export interface Recognition {
  text: string;
  words: RecognizedWord[];
}

/** The sample rate recognisers are given (mono 16-bit PCM). */
export const RECOGNITION_SAMPLE_RATE = 16000;

/**
 * Speech recognition as an engine offers it: mono 16-bit PCM at {@link RECOGNITION_SAMPLE_RATE}
 * in, words with times out. `language` is an ISO 639-1 code the engine declared. Rejects when the
 * engine fails, times out or `signal` aborts. `background`: a piece of long work (a long file's
 * transcription), which an engine running on this machine runs at a lower CPU priority so short
 * requests sharing the cores finish first. `onProgress`: an engine that decodes as it goes (PocketSphinx,
 * utterance by utterance) tells how many seconds of `samples` it has finished, rising; others never call it.
 */
export type Recognize = (
  samples: Int16Array,
  opts: { language: string; signal?: AbortSignal; background?: boolean; onProgress?: (secondsDone: number) => void },
) => Promise<Recognition>;

/** Words and characters of a known text placed in audio (the ElevenLabs forced-alignment shapes). */
export interface TextAlignment {
  words: { text: string; start: number; end: number; loss: number }[];
  characters: { text: string; start: number; end: number }[];
  loss: number;
}

/**
 * Forced alignment as an engine offers it: mono 16-bit PCM at {@link RECOGNITION_SAMPLE_RATE}
 * and the text said in it. Rejects for a text with nothing to say, or when the engine fails,
 * times out or `signal` aborts.
 */
export type Align = (samples: Int16Array, text: string, opts: { signal?: AbortSignal }) => Promise<TextAlignment>;
