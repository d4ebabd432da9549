/**
 * How a voice that is not in the catalogue (a workspace's cloned, designed or fine-tuned voice)
 * is spoken. The server keeps one of these with each such voice and passes it with every
 * synthesis request (`SynthesisInput.rendering`); the speech service then speaks through it
 * instead of looking the voice id up in the catalogue.
 */

/**
 * An eSpeak NG voice variant (the files of `espeak-ng-data/voices/!v`): what the embedded formant
 * engine lets us change about a voice. Rendered to a variant file at synthesis time.
 */
export interface EspeakVariant {
  /**
   * The base pitch and the intonation range above it, in Hz: written as eSpeak's line
   * `pitch <base> <base + range>` (its default `pitch 82 118` is pitchBase 82, pitchRange 36).
   * Clamped to 20..600 and 0..400.
   */
  pitchBase: number;
  pitchRange: number;
  /**
   * `formant <n> <freq%> <strength%> <width%>` lines: formant n (0..8) scaled in frequency,
   * strength and width, each in percent (100 = unchanged).
   */
  formants?: { n: number; freq: number; strength: number; width: number }[];
  /** `breath`: up to 8 breathiness amounts, for formants 1..8 (0 = none; eSpeak's variants use up to 10, its whisper 75). */
  breath?: number[];
  /** `breathw`: the breath noise's width in Hz, for formants 1..8 (eSpeak's defaults: 200 200 400 400 400 600 600 600). */
  breathw?: number[];
  /** `flutter`: pitch flutter as the file gives it, 0..40 (eSpeak's default is 2; its variants use 0..20). */
  flutter?: number;
  /** `roughness` 0..7: creak. */
  roughness?: number;
  /** `voicing`: the loudness of voiced sounds in percent (100 default). */
  voicing?: number;
  /** `consonants`: the loudness of unvoiced and voiced consonants in percent (eSpeak's default 90 100). */
  consonants?: [number, number];
}

/**
 * A voice spoken by the embedded engines: a premade voice as the base, optionally reshaped by an
 * eSpeak NG variant (only when the base is an eSpeak NG voice) and a speaking-rate factor. This
 * is what instant cloning builds when no cloning engine is installed (an approximation), and
 * what voice design builds without a design-capable engine (a parametric design).
 */
export interface EmbeddedRendering {
  kind: "embedded";
  /** A premade voice id (PREMADE_VOICES). */
  baseVoiceId: string;
  /** Replaces the base voice's own variant (`+f3`...); eSpeak NG bases only. */
  variant?: EspeakVariant;
  /** Multiplies the request's speed (1 = the base voice's own rate). */
  rate?: number;
  /**
   * ISO 639-1: the language it reads in when the request names none (default: the base voice's).
   * An eSpeak NG base reads every language eSpeak NG speaks, keeping its variant, so a design in a
   * language without a premade voice takes an English base and this.
   */
  language?: string;
}

/** Real cloning: an engine with the `voice_cloning` capability speaks with this reference recording. */
export interface ReferenceRendering {
  kind: "reference";
  engineId: string;
  /** A WAV (mono 16-bit) of the voice, a few seconds to a minute of speech. */
  reference: { wav: Uint8Array; text?: string };
  /** ISO 639-1 language of the voice. */
  language: string;
}

/** A voice an engine holds under its own id (a fine-tuned model's voice, a design engine's voice). */
export interface EngineVoiceRendering {
  kind: "engine-voice";
  engineId: string;
  engineVoice: string;
  language: string;
}

export type VoiceRendering = EmbeddedRendering | ReferenceRendering | EngineVoiceRendering;
