import { describe, expect, it } from "vitest";
import type { PcmWindow } from "../audio/pcm-windows";
import { createRecognitionScheduler } from "./fair-recognition";
import type { Recognize } from "./recognition-types";
import { speechPieces, type AudioPiece } from "./speech-pieces";
import { transcribeStream } from "./transcribe-stream";

const RATE = 1000;

/** Loud audio with 100 ms silent gaps at the given seconds. */
function signal(seconds: number, gapsAt: number[]): Int16Array {
  const out = new Int16Array(seconds * RATE);
  for (let i = 0; i < out.length; i++) out[i] = i % 2 ? 8000 : -8000;
  for (const gap of gapsAt) out.fill(0, Math.round(gap * RATE), Math.round((gap + 0.1) * RATE));
  return out;
}

/** `samples` as the decoder yields them: consecutive windows of `seconds`. */
async function* windowsOf(samples: Int16Array, seconds: number): AsyncGenerator<PcmWindow> {
  const size = seconds * RATE;
  for (let start = 0; start < samples.length; start += size) yield { samples: samples.slice(start, start + size), start };
}

async function collect(pieces: AsyncIterable<AudioPiece>): Promise<AudioPiece[]> {
  const out: AudioPiece[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

describe("speechPieces", () => {
  it("cuts streamed audio in the pause before each boundary; the pieces cover it exactly", async () => {
    const samples = signal(100, [27, 56, 84]);
    const pieces = await collect(speechPieces(windowsOf(samples, 7), { sampleRate: RATE, pieceSeconds: 30 }));
    expect(pieces.map((p) => Math.floor(p.start / RATE))).toEqual([0, 27, 56, 84]);
    let at = 0;
    for (const piece of pieces) {
      expect(piece.start).toBe(at);
      expect(piece.samples).toEqual(samples.subarray(at, at + piece.samples.length));
      expect(piece.samples.length).toBeLessThanOrEqual(30 * RATE);
      expect(piece.speech).toBeUndefined();
      at += piece.samples.length;
    }
    expect(at).toBe(samples.length);
  });

  it("cuts between the detector's speech spans and gives each piece its spans, from the piece's start", async () => {
    const samples = signal(70, []);
    // A detector hearing speech at 0-25 s, 27-50 s and 51 s to the end of whatever it is given.
    const heard: number[] = [];
    const detectSpeech = async (piece: Int16Array) => {
      heard.push(piece.length / RATE);
      return [
        { start: 0, end: 25 },
        { start: 27, end: 50 },
        { start: 51, end: piece.length / RATE },
      ];
    };
    const pieces = await collect(speechPieces(windowsOf(samples, 10), { sampleRate: RATE, pieceSeconds: 30, detectSpeech }));
    expect(pieces[0]!.samples.length).toBe(26 * RATE); // the middle of the 25-27 s pause
    expect(pieces[0]!.speech).toEqual([{ start: 0, end: 25 }]);
    expect(pieces[1]!.start).toBe(26 * RATE);
    expect(pieces.reduce((n, p) => n + p.samples.length, 0)).toBe(samples.length);
    // The detector only ever hears a piece and a window, never the whole audio.
    expect(Math.max(...heard)).toBeLessThanOrEqual(40);
  });

  it("passes a failing detector over, and gives one piece for short audio", async () => {
    const pieces = await collect(speechPieces(windowsOf(signal(12, []), 5), { sampleRate: RATE, detectSpeech: () => Promise.reject(new Error("no model")) }));
    expect(pieces).toHaveLength(1);
    expect(pieces[0]).toMatchObject({ start: 0, speech: undefined });
    expect(pieces[0]!.samples.length).toBe(12 * RATE);
  });
});

describe("transcribeStream", () => {
  it("places each piece's words at the piece's place in the whole audio, skips pieces without speech, reports seconds done", async () => {
    const pieces: AudioPiece[] = [
      { samples: new Int16Array(30 * RATE), start: 0, speech: [{ start: 1, end: 3 }] },
      { samples: new Int16Array(28 * RATE), start: 30 * RATE, speech: [] },
      { samples: new Int16Array(10 * RATE), start: 58 * RATE, speech: [{ start: 0, end: 10 }] },
    ];
    const recognized: number[] = [];
    const recognize: Recognize = async (samples) => {
      recognized.push(samples.length);
      return { text: "hello", words: [{ text: "hello", start: 1, end: 1.5, probability: 0.9 }] };
    };
    const progress: number[] = [];
    async function* stream() {
      yield* pieces;
    }
    const result = await transcribeStream(recognize, stream(), { language: "en", sampleRate: RATE, onProgress: (s) => void progress.push(s) });
    expect(recognized).toEqual([30 * RATE, 10 * RATE]);
    expect(result.words.map((w) => [w.start, w.end])).toEqual([
      [1, 1.5],
      [59, 59.5],
    ]);
    expect(result.text).toBe("hello hello");
    expect(progress).toEqual([30, 58, 68]);
  });

  it("reports the seconds an engine says it has finished inside a piece, rising, in order, never past the piece", async () => {
    const pieces: AudioPiece[] = [
      { samples: new Int16Array(30 * RATE), start: 0 },
      { samples: new Int16Array(10 * RATE), start: 30 * RATE },
    ];
    const recognize: Recognize = async (_samples, { onProgress }) => {
      // Utterance ends as a decoder reports them: one going backwards and one past the piece's end.
      for (const seconds of [4, 9, 7, 12, 45]) onProgress?.(seconds);
      return { text: "", words: [] };
    };
    const seen: number[] = [];
    async function* stream() {
      yield* pieces;
    }
    // A slow listener: the reports still arrive one at a time, in order.
    const listener = async (s: number) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(s);
    };
    await transcribeStream(recognize, stream(), { language: "en", sampleRate: RATE, onProgress: listener });
    expect(seen).toEqual([4, 9, 12, 30, 34, 39, 40]);
  });

  it("stops inside a piece, with the listener's error, when a progress report fails", async () => {
    let aborted: AbortSignal | undefined;
    const recognize: Recognize = (_samples, { onProgress, signal }) =>
      new Promise((_resolve, reject) => {
        aborted = signal;
        signal?.addEventListener("abort", () => reject(new Error("recognition aborted")), { once: true });
        onProgress?.(2);
      });
    async function* stream() {
      yield { samples: new Int16Array(30 * RATE), start: 0 };
    }
    const gone = new Error("the transcript was deleted");
    const listener = () => Promise.reject(gone);
    await expect(transcribeStream(recognize, stream(), { language: "en", sampleRate: RATE, onProgress: listener })).rejects.toBe(gone);
    expect(aborted?.aborted).toBe(true);
  });

  it("stops between pieces when the signal aborts", async () => {
    const controller = new AbortController();
    async function* stream() {
      yield { samples: new Int16Array(RATE), start: 0 };
      controller.abort(new Error("cancelled"));
      yield { samples: new Int16Array(RATE), start: RATE };
    }
    const recognize: Recognize = async () => ({ text: "", words: [] });
    await expect(transcribeStream(recognize, stream(), { language: "en", sampleRate: RATE, signal: controller.signal })).rejects.toThrow("cancelled");
  });
});

describe("createRecognitionScheduler", () => {
  it("runs the larger of 2 and cores - 1 at once, one workspace at most all but one", () => {
    expect(createRecognitionScheduler(2)).toMatchObject({ slots: 2, perQueue: 1 });
    expect(createRecognitionScheduler(1)).toMatchObject({ slots: 2, perQueue: 1 });
    expect(createRecognitionScheduler(8)).toMatchObject({ slots: 7, perQueue: 6 });
  });
});
