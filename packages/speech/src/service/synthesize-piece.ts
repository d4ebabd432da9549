import { buildCharacterAlignment, type CharacterAlignment } from "../alignment/character-alignment";
import { clampSpeed } from "../engines/engine-types";
import { ESPEAK_SAMPLE_RATE, synthesizeEspeak, warmUpEspeak } from "../engines/espeak-engine";
import { synthesizeFlite, warmUpFlite } from "../engines/flite-engine";
import { mapWordsBack, prepareText, type TextOptions } from "../text/prepare-text";
import type { PremadeVoice } from "../voices/premade-voices";
import type { EspeakVariant } from "../voices/voice-rendering";

/** One piece of text for one engine call (what crosses the worker boundary). */
export interface PieceRequest {
  text: string;
  engine: PremadeVoice["engine"];
  engineVoice: string;
  speed?: number;
  languageCode?: string;
  /** The voice's own language (ISO 639-1), read in unless `languageCode` says otherwise. */
  voiceLanguage?: string;
  textNormalization?: TextOptions["textNormalization"];
  languageTextNormalization?: boolean;
  pronunciationRules?: TextOptions["pronunciationRules"];
  /** More speech follows this piece (a later piece, or the request's `next_text`). */
  continues?: boolean;
  /** eSpeak NG only: the workspace voice's variant in place of the engine voice's own (a plain object: it crosses to the worker as is). */
  variant?: EspeakVariant;
}

export interface PieceResult {
  samples: Int16Array;
  sampleRate: number;
  /** Times in seconds from the start of this piece. */
  alignment: CharacterAlignment;
}

const FLITE_SAMPLE_RATE = 16000;

/** Synthesizes one piece in the calling thread and times its characters. */
export async function synthesizePiece(request: PieceRequest): Promise<PieceResult> {
  if (request.text.trim() === "") {
    // Nothing to say: no audio, but the characters still appear in the alignment.
    const sampleRate = request.engine === "flite" ? FLITE_SAMPLE_RATE : ESPEAK_SAMPLE_RATE;
    return { samples: new Int16Array(0), sampleRate, alignment: buildCharacterAlignment(request.text, [], 0) };
  }
  const prepared = prepareText(request.text, textOptions(request));
  const engineRequest = {
    text: prepared.mapped.text,
    engineVoice: request.engineVoice,
    speed: clampSpeed(request.speed),
    languageCode: request.engine === "espeak-ng" ? request.languageCode : undefined,
    lexicon: prepared.lexicon || undefined,
    variant: request.engine === "espeak-ng" ? request.variant : undefined,
  };
  const output = request.engine === "flite" ? await synthesizeFlite(engineRequest) : await synthesizeEspeak(engineRequest);
  const duration = output.samples.length / output.sampleRate;
  return {
    samples: output.samples,
    sampleRate: output.sampleRate,
    // Timed on the engine's text, mapped back: the alignment's characters are the request's.
    alignment: buildCharacterAlignment(request.text, mapWordsBack(output.words, prepared.mapped), duration),
  };
}

/** The text options of a piece request. */
export function textOptions(request: PieceRequest): TextOptions {
  return {
    engine: request.engine,
    engineVoice: request.engineVoice,
    language: request.languageCode ?? request.voiceLanguage ?? "en",
    textNormalization: request.textNormalization,
    languageTextNormalization: request.languageTextNormalization,
    pronunciationRules: request.pronunciationRules,
    continues: request.continues,
  };
}

/** An engine a warm thread loads ahead of its first request. */
export type WarmEngine = PremadeVoice["engine"];

/**
 * Loads these engines (and runs each once) so the first real request does not pay for it;
 * `thorough`: until their code is compiled (see warmUpEspeak), for a thread kept warm.
 */
export async function warmUpEngines(engines: readonly WarmEngine[] = ["espeak-ng", "flite"], thorough = false): Promise<void> {
  for (const engine of engines) await (engine === "flite" ? warmUpFlite() : warmUpEspeak(thorough));
}
