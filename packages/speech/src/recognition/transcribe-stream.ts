import type { Recognition, Recognize, RecognizedWord } from "./recognition-types";
import type { AudioPiece } from "./speech-pieces";

/**
 * Recognises streamed pieces ({@link speechPieces}) one after another with `recognize`, the words'
 * times placed in the whole audio. A piece the detector heard no speech in is not recognised
 * (recognisers invent words in noise). `onProgress` hears how many seconds of audio are done, rising:
 * after each piece, and inside a piece as often as the engine tells how far it has got (PocketSphinx
 * after each utterance); those calls are made one at a time, in order, and one that fails stops the
 * recognition with its error. The abort `signal` stops between and inside pieces. The next piece is
 * decoded only after this one is recognised, so a transcription waiting for its turn holds one piece.
 * `background` is passed to `recognize` (a long file: lower CPU priority where the engine runs here).
 */
export async function transcribeStream(
  recognize: Recognize,
  pieces: AsyncIterable<AudioPiece>,
  opts: { language: string; sampleRate: number; signal?: AbortSignal; background?: boolean; onProgress?: (secondsDone: number) => Promise<void> | void },
): Promise<Recognition> {
  const words: RecognizedWord[] = [];
  const progress = progressReporter(opts.onProgress);
  const signal = opts.signal ? AbortSignal.any([opts.signal, progress.signal]) : progress.signal;
  for await (const piece of pieces) {
    if (opts.signal?.aborted) throw opts.signal.reason instanceof Error ? opts.signal.reason : new Error("recognition aborted");
    const offset = piece.start / opts.sampleRate;
    const end = (piece.start + piece.samples.length) / opts.sampleRate;
    const silent = piece.speech !== undefined && piece.speech.length === 0;
    const onProgress = (seconds: number) => progress.report(Math.min(end, offset + seconds));
    let heard: Recognition;
    try {
      heard = silent || piece.samples.length === 0 ? { text: "", words: [] } : await recognize(piece.samples, { language: opts.language, signal, background: opts.background, onProgress });
    } catch (err) {
      throw progress.failure() ?? err;
    }
    for (const w of heard.words) words.push({ ...w, start: w.start + offset, end: w.end + offset });
    progress.report(end);
    await progress.settled();
  }
  return { text: words.map((w) => w.text).join(" "), words };
}

/**
 * Progress reports made one at a time in order, each only when it is further than the last; a
 * listener that fails aborts `signal` (the piece being recognised stops) and its error is kept.
 */
function progressReporter(listener: ((secondsDone: number) => Promise<void> | void) | undefined) {
  const stop = new AbortController();
  let last = 0;
  let failed: unknown = undefined;
  let queue: Promise<void> = Promise.resolve();
  return {
    signal: stop.signal,
    report(seconds: number) {
      if (!listener || seconds <= last || failed !== undefined) return;
      last = seconds;
      queue = queue
        .then(() => listener(seconds))
        .catch((err: unknown) => {
          failed ??= err ?? new Error("progress failed");
          stop.abort(failed);
        });
    },
    failure: () => failed,
    /** Waits for the reports made so far; rejects with a listener's error. */
    async settled() {
      await queue;
      if (failed !== undefined) throw failed;
    },
  };
}
