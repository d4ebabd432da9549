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

/** Where speech is, in seconds (a voice activity detector's answer). */
export interface SpeechSpan {
  start: number;
  end: number;
}

/**
 * Cuts audio into pieces of about `chunkSeconds`, each cut in a pause before the nominal boundary:
 * the middle of the last gap between `speech` spans within 5 s of it when spans are given (a voice
 * activity detector's), else the quietest 50 ms window there. The pieces cover the audio exactly,
 * in order; audio no longer than a piece is one piece.
 */
export function planChunks(samples: Int16Array, sampleRate: number, chunkSeconds = CHUNK_SECONDS, speech?: readonly SpeechSpan[]): SampleRange[] {
  const chunk = Math.round(chunkSeconds * sampleRate);
  const search = Math.round(Math.min(SEARCH_SECONDS, chunkSeconds / 4) * sampleRate);
  const window = Math.max(1, Math.round(WINDOW_SECONDS * sampleRate));
  const ranges: SampleRange[] = [];
  let start = 0;
  const gaps = speech ? speechGaps(speech).map((t) => Math.round(t * sampleRate)) : [];
  while (samples.length - start > chunk) {
    const nominal = start + chunk;
    const gap = gaps.filter((at) => at > start && at <= nominal && at >= nominal - search).pop();
    if (gap !== undefined) {
      ranges.push({ start, end: gap });
      start = gap;
      continue;
    }
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

/** The middle of each pause between consecutive speech spans, in seconds. */
function speechGaps(speech: readonly SpeechSpan[]): number[] {
  const sorted = [...speech].sort((a, b) => a.start - b.start);
  const gaps: number[] = [];
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.start > sorted[i - 1]!.end) gaps.push((sorted[i - 1]!.end + sorted[i]!.start) / 2);
  return gaps;
}

/**
 * Recognises audio of any length with `recognize`, piece by piece ({@link planChunks}, cut in the
 * pauses of `speech` when a voice activity detector gave it; pieces without speech are skipped),
 * the words' times placed in the whole audio. `onProgress` hears the share done (0..1) after each piece; the
 * abort `signal` stops between and inside pieces.
 */
export async function transcribeInChunks(
  recognize: Recognize,
  samples: Int16Array,
  opts: { language: string; signal?: AbortSignal; onProgress?: (done: number) => Promise<void> | void; chunkSeconds?: number; speech?: readonly SpeechSpan[] },
): Promise<Recognition> {
  const words: RecognizedWord[] = [];
  for (const range of planChunks(samples, RECOGNITION_SAMPLE_RATE, opts.chunkSeconds, opts.speech)) {
    if (opts.signal?.aborted) throw opts.signal.reason instanceof Error ? opts.signal.reason : new Error("recognition aborted");
    const offset = range.start / RECOGNITION_SAMPLE_RATE;
    const end = range.end / RECOGNITION_SAMPLE_RATE;
    // A piece the detector heard no speech in is not recognised (recognisers invent words in noise).
    const silent = opts.speech !== undefined && !opts.speech.some((s) => s.end > offset && s.start < end);
    const heard = silent ? { words: [] } : await recognize(samples.subarray(range.start, range.end), { language: opts.language, signal: opts.signal });
    for (const w of heard.words) words.push({ ...w, start: w.start + offset, end: w.end + offset });
    await opts.onProgress?.(range.end / samples.length);
  }
  return { text: words.map((w) => w.text).join(" "), words };
}
