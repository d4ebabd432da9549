import { buildCharacterAlignment, type CharacterAlignment } from "../alignment/character-alignment";
import { resampleWhole } from "../audio/resampler";
import type { WordTiming } from "../engines/engine-types";
import type { RemoteSynthesisRequest, SpeechSynthesizer } from "../engines/remote/remote-types";
import { RECOGNITION_SAMPLE_RATE, type Align } from "../recognition/recognition-types";
import { splitForStreaming } from "../text/split-text";
import type { SpeechChunk } from "./speech-service";

/** One request to an engine with a synthesizer (a remote server or a local neural model). */
export interface SynthesizerStreamRequest {
  synthesizer: SpeechSynthesizer;
  engineVoiceId: string;
  text: string;
  speed?: number;
  languageCode?: string;
  /** A recording the engine clones the voice from (a cloning engine's workspace voice), sent with every piece. */
  reference?: RemoteSynthesisRequest["reference"];
  /** Sent with every piece, to the engines that take them. */
  voiceSettings?: RemoteSynthesisRequest["voiceSettings"];
  seed?: number;
  /** The request's own context; each piece also gets the pieces around it (see {@link pieceContext}). */
  previousText?: string;
  nextText?: string;
  /**
   * Times each piece's words by forced alignment (when given): exact timings for the
   * with-timestamps calls, at the cost of an aligner run per piece. Without it a piece's time is
   * shared evenly between its characters (an estimate: these engines give no timings).
   */
  align?: Align;
}

/** The most context a piece carries on each side: the nearest characters matter for the join. */
export const PIECE_CONTEXT_CHARACTERS = 1000;

/** Two texts as one, a space between them when neither has one at the join. */
function glue(a: string, b: string): string {
  return a && b && !/\s$/.test(a) && !/^\s/.test(b) ? `${a} ${b}` : a + b;
}

/**
 * The text around piece `index`: the request's previous text and the pieces before it, and the
 * pieces after it and the request's next text, the nearest {@link PIECE_CONTEXT_CHARACTERS} of
 * each; so an engine that takes context (ElevenLabs' `previous_text` / `next_text`) speaks each
 * join of the pieces, and of the requests, as one flow.
 */
export function pieceContext(pieces: readonly string[], index: number, previousText = "", nextText = ""): { previousText?: string; nextText?: string } {
  const before = glue(previousText, pieces.slice(0, index).join("")).slice(-PIECE_CONTEXT_CHARACTERS);
  const after = glue(pieces.slice(index + 1).join(""), nextText).slice(0, PIECE_CONTEXT_CHARACTERS);
  return { ...(before.trim() ? { previousText: before } : {}), ...(after.trim() ? { nextText: after } : {}) };
}

/** The whitespace tokens of `text` as UTF-16 ranges (what the aligner's words are, in order). */
function tokens(text: string): { start: number; end: number }[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/** A piece's character timing: by forced alignment when an aligner is given and succeeds, else even. */
async function pieceAlignment(text: string, samples: Int16Array, sampleRate: number, offset: number, align: Align | undefined, signal: AbortSignal): Promise<CharacterAlignment> {
  const duration = samples.length / sampleRate;
  let words: WordTiming[] = [];
  if (align && /[\p{L}\p{N}]/u.test(text)) {
    try {
      const aligned = await align(resampleWhole(samples, sampleRate, RECOGNITION_SAMPLE_RATE), text, { signal });
      const ranges = tokens(text);
      if (aligned.words.length === ranges.length) words = ranges.map((r, i) => ({ ...r, startTime: aligned.words[i]!.start, endTime: aligned.words[i]!.end }));
    } catch (err) {
      if (signal.aborted) throw err;
      // An aligner that fails leaves the even estimate: the audio itself is fine.
    }
  }
  return buildCharacterAlignment(text, words, duration, offset);
}

/**
 * Speech from an engine's synthesizer in the shape the embedded engines give: the text is cut
 * into the same pieces as theirs (the first is short, so audio starts early), each piece asked of
 * the engine while the previous one is handed on, and each yielded whole with its character
 * timing. A failure of the engine (down, cut mid-stream, timed out) rejects the iteration; the
 * caller's abort stops the upstream request.
 */
export async function* streamFromSynthesizer(request: SynthesizerStreamRequest, signal: AbortSignal): AsyncGenerator<SpeechChunk> {
  const pieces = splitForStreaming(request.text);
  const fetchPiece = async (text: string, index: number) => {
    const { engineVoiceId, speed, languageCode, reference, voiceSettings, seed } = request;
    const context = pieceContext(pieces, index, request.previousText, request.nextText);
    const speech = await request.synthesizer.synthesize({ text, engineVoiceId, speed, languageCode, reference, voiceSettings, seed, ...context }, signal);
    const parts: Int16Array[] = [];
    let length = 0;
    for await (const chunk of speech.chunks) {
      parts.push(chunk);
      length += chunk.length;
    }
    const samples = new Int16Array(length);
    let at = 0;
    for (const part of parts) {
      samples.set(part, at);
      at += part.length;
    }
    return { samples, sampleRate: speech.sampleRate };
  };
  let offset = 0;
  let next: Promise<{ samples: Int16Array; sampleRate: number }> | undefined = pieces.length ? fetchPiece(pieces[0]!, 0) : undefined;
  for (let i = 0; next; i++) {
    const current = next;
    current.catch(() => {}); // awaited below; never an unhandled rejection when the consumer leaves
    const piece = await current;
    next = i + 1 < pieces.length ? fetchPiece(pieces[i + 1]!, i + 1) : undefined;
    next?.catch(() => {});
    const alignment = await pieceAlignment(pieces[i]!, piece.samples, piece.sampleRate, offset, request.align, signal);
    offset += piece.samples.length / piece.sampleRate;
    yield { samples: piece.samples, sampleRate: piece.sampleRate, alignment };
  }
}
