import type { PcmWindow } from "../audio/pcm-windows";
import { planChunks, type SpeechSpan } from "./transcribe";

/** Recognition pieces of a streamed transcription are about this long: a piece is the unit of fair turns. */
export const STREAM_PIECE_SECONDS = 30;

/** A piece of audio to recognise, cut in a pause. */
export interface AudioPiece {
  samples: Int16Array;
  /** Index of its first sample in the whole audio. */
  start: number;
  /** Where the detector heard speech in it (seconds from the piece's start); undefined without a detector. */
  speech?: SpeechSpan[];
}

/** A voice activity detector: where speech is in mono PCM, in seconds. */
export type DetectSpeech = (samples: Int16Array, sampleRate: number) => Promise<SpeechSpan[]>;

/**
 * Cuts streamed audio into pieces of about `pieceSeconds` as the windows arrive, each cut in a pause
 * before the nominal boundary ({@link planChunks}: a gap between the detector's speech spans when
 * `detectSpeech` is given, else the quietest moment), with the detector's spans for each piece. The
 * pieces cover the audio exactly and in order; at most one piece and one window are held at a time.
 * A failing detector is passed over (the quietest moment is used).
 */
export async function* speechPieces(
  windows: AsyncIterable<PcmWindow>,
  opts: { sampleRate: number; pieceSeconds?: number; detectSpeech?: DetectSpeech },
): AsyncGenerator<AudioPiece> {
  const pieceSeconds = opts.pieceSeconds ?? STREAM_PIECE_SECONDS;
  const pieceSamples = Math.round(pieceSeconds * opts.sampleRate);
  const detect = async (samples: Int16Array) => (opts.detectSpeech ? await opts.detectSpeech(samples, opts.sampleRate).catch(() => undefined) : undefined);
  let pending: Int16Array = new Int16Array(0);
  let pendingStart = 0;
  let emitted = false;
  for await (const window of windows) {
    if (window.start !== pendingStart + pending.length) throw new Error(`a window starts at ${window.start}, expected ${pendingStart + pending.length}`);
    pending = joined(pending, window.samples);
    while (pending.length > pieceSamples) {
      const speech = await detect(pending);
      const cut = planChunks(pending, opts.sampleRate, pieceSeconds, speech)[0]!.end;
      yield piece(pending.subarray(0, cut), pendingStart, speech, opts.sampleRate);
      emitted = true;
      pending = pending.slice(cut);
      pendingStart += cut;
    }
  }
  if (pending.length > 0 || !emitted) yield piece(pending, pendingStart, await detect(pending), opts.sampleRate);
}

/** `head` followed by `tail`, in a new array. */
function joined(head: Int16Array, tail: Int16Array): Int16Array {
  if (head.length === 0) return tail;
  const out = new Int16Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

/** A piece of `samples` (a view of what is held) with the spans that fall in it, clipped to it. */
function piece(samples: Int16Array, start: number, speech: SpeechSpan[] | undefined, sampleRate: number): AudioPiece {
  const seconds = samples.length / sampleRate;
  return {
    samples: samples.slice(),
    start,
    speech: speech?.filter((s) => s.start < seconds && s.end > 0).map((s) => ({ start: Math.max(0, s.start), end: Math.min(seconds, s.end) })),
  };
}
