import type { EspeakVariant } from "../voices/voice-rendering";

/** What an engine returns for one piece of text. */
export interface EngineOutput {
  samples: Int16Array;
  sampleRate: number;
  /**
   * Spoken words: `[start, end)` are UTF-16 offsets into the text given to the
   * engine, times are seconds from the start of `samples`. Sorted by start;
   * may be sparse (punctuation-only tokens have no word).
   */
  words: WordTiming[];
}

export interface WordTiming {
  start: number;
  end: number;
  startTime: number;
  endTime: number;
}

/** Engine-level request (already resolved from the catalogue). */
export interface EngineRequest {
  text: string;
  /** Engine voice name: an espeak-ng voice (e.g. `en-us+f3`) or a Flite voice (`slt`). */
  engineVoice: string;
  /** 1 = normal; ElevenLabs accepts 0.7..1.2, we clamp to 0.5..2. */
  speed: number;
  /** ISO 639-1 language to read in (espeak only; ignored when unknown). */
  languageCode?: string;
  /** Flite only: lexicon entries ("word : phones" lines) for this call (phoneme rules). */
  lexicon?: string;
  /** eSpeak NG only: a voice variant replacing the engine voice's own `+variant` (a workspace voice's shape). */
  variant?: EspeakVariant;
}

/** Clamps the caller's speed to what both engines render sensibly. */
export function clampSpeed(speed: number | undefined): number {
  if (speed === undefined || !Number.isFinite(speed)) return 1;
  return Math.min(2, Math.max(0.5, speed));
}
