import type { Recognition, Recognize, RecognizedWord } from "./recognition-types";
import type { AudioPiece } from "./speech-pieces";

/**
 * Recognises streamed pieces ({@link speechPieces}) one after another with `recognize`, the words'
 * times placed in the whole audio. A piece the detector heard no speech in is not recognised
 * (recognisers invent words in noise). `onProgress` hears how many seconds of audio are done after
 * each piece; the abort `signal` stops between and inside pieces. The next piece is decoded only
 * after this one is recognised, so a transcription waiting for its turn holds one piece.
 * `background` is passed to `recognize` (a long file: lower CPU priority where the engine runs here).
 */
export async function transcribeStream(
  recognize: Recognize,
  pieces: AsyncIterable<AudioPiece>,
  opts: { language: string; sampleRate: number; signal?: AbortSignal; background?: boolean; onProgress?: (secondsDone: number) => Promise<void> | void },
): Promise<Recognition> {
  const words: RecognizedWord[] = [];
  for await (const piece of pieces) {
    if (opts.signal?.aborted) throw opts.signal.reason instanceof Error ? opts.signal.reason : new Error("recognition aborted");
    const offset = piece.start / opts.sampleRate;
    const silent = piece.speech !== undefined && piece.speech.length === 0;
    const heard = silent || piece.samples.length === 0 ? { words: [] } : await recognize(piece.samples, { language: opts.language, signal: opts.signal, background: opts.background });
    for (const w of heard.words) words.push({ ...w, start: w.start + offset, end: w.end + offset });
    await opts.onProgress?.((piece.start + piece.samples.length) / opts.sampleRate);
  }
  return { text: words.map((w) => w.text).join(" "), words };
}
