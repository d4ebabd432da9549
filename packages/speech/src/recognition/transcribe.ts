import { RECOGNITION_SAMPLE_RATE, type Recognition, type Recognize, type RecognizedWord } from "./recognition-types";

/** Recognition works on pieces of about this many seconds, so long audio shows progress and bounded work. */
export const CHUNK_SECONDS = 60;
/** A cut is placed at the quietest moment within this many seconds of each piece's end. */
const SEARCH_SECONDS = 5;
const WINDOW_SECONDS = 0.05;

/** Sample ranges [start, end) that cover `samples` in order. */
export interface SampleRange {
  start: number;
  end: number;
}

/**
 * Cuts audio into pieces of about `chunkSeconds`, each cut at the quietest 50 ms window within
 * 5 s before the nominal boundary, so a cut falls in a pause rather than inside a word. The pieces
 * cover the audio exactly, in order; audio no longer than a piece is one piece.
 */
export function planChunks(samples: Int16Array, sampleRate: number, chunkSeconds = CHUNK_SECONDS): SampleRange[] {
  const chunk = Math.round(chunkSeconds * sampleRate);
  const search = Math.round(Math.min(SEARCH_SECONDS, chunkSeconds / 4) * sampleRate);
  const window = Math.max(1, Math.round(WINDOW_SECONDS * sampleRate));
  const ranges: SampleRange[] = [];
  let start = 0;
  while (samples.length - start > chunk) {
    const nominal = start + chunk;
    let best = nominal;
    let bestEnergy = Infinity;
    for (let at = nominal - search; at + window <= nominal; at += window) {
      let energy = 0;
      for (let i = at; i < at + window; i++) energy += samples[i]! * samples[i]!;
      if (energy < bestEnergy) {
        bestEnergy = energy;
        best = at + Math.floor(window / 2);
      }
    }
    ranges.push({ start, end: best });
    start = best;
  }
  if (samples.length > start || ranges.length === 0) ranges.push({ start, end: samples.length });
  return ranges;
}

/**
 * Recognises audio of any length with `recognize`, piece by piece ({@link planChunks}), the words'
 * times placed in the whole audio. `onProgress` hears the share done (0..1) after each piece; the
 * abort `signal` stops between and inside pieces.
 */
export async function transcribeInChunks(
  recognize: Recognize,
  samples: Int16Array,
  opts: { language: string; signal?: AbortSignal; onProgress?: (done: number) => Promise<void> | void; chunkSeconds?: number },
): Promise<Recognition> {
  const words: RecognizedWord[] = [];
  for (const range of planChunks(samples, RECOGNITION_SAMPLE_RATE, opts.chunkSeconds)) {
    if (opts.signal?.aborted) throw opts.signal.reason instanceof Error ? opts.signal.reason : new Error("recognition aborted");
    const offset = range.start / RECOGNITION_SAMPLE_RATE;
    const heard = await recognize(samples.subarray(range.start, range.end), { language: opts.language, signal: opts.signal });
    for (const w of heard.words) words.push({ ...w, start: w.start + offset, end: w.end + offset });
    await opts.onProgress?.(range.end / samples.length);
  }
  return { text: words.map((w) => w.text).join(" "), words };
}
