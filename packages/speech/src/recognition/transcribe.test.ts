import { describe, expect, it } from "vitest";
import { planChunks, transcribeInChunks } from "./transcribe";
import type { Recognize } from "./recognition-types";

/** A loud signal with silent gaps at the given seconds (100 ms each), at 100 Hz sample rate for speed. */
function signal(seconds: number, rate: number, gapsAt: number[]): Int16Array {
  const out = new Int16Array(seconds * rate);
  for (let i = 0; i < out.length; i++) out[i] = i % 2 ? 8000 : -8000;
  for (const gap of gapsAt) out.fill(0, Math.round(gap * rate), Math.round((gap + 0.1) * rate));
  return out;
}

describe("planChunks", () => {
  it("is one piece for short audio, and for none", () => {
    expect(planChunks(new Int16Array(500), 100, 60)).toEqual([{ start: 0, end: 500 }]);
    expect(planChunks(new Int16Array(0), 100, 60)).toEqual([{ start: 0, end: 0 }]);
  });

  it("cuts in the pause before each nominal boundary and covers the audio in order", () => {
    const rate = 1000;
    const samples = signal(130, rate, [57, 113]);
    const ranges = planChunks(samples, rate, 60);
    expect(ranges).toHaveLength(3);
    expect(ranges[0]!.start).toBe(0);
    expect(ranges[2]!.end).toBe(samples.length);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.start).toBe(ranges[i - 1]!.end);
    // Each cut lies inside a silent gap.
    expect(ranges[0]!.end / rate).toBeGreaterThanOrEqual(57);
    expect(ranges[0]!.end / rate).toBeLessThanOrEqual(57.1);
    expect(ranges[1]!.end / rate).toBeGreaterThanOrEqual(113);
    expect(ranges[1]!.end / rate).toBeLessThanOrEqual(113.1);
  });
});

describe("transcribeInChunks", () => {
  it("places each piece's words at the piece's offset and reports progress", async () => {
    const samples = new Int16Array(16000 * 130);
    const seen: number[] = [];
    const recognize: Recognize = async (piece) => ({ text: "x", words: [{ text: `w${piece.length}`, start: 1, end: 2, probability: 1 }] });
    const result = await transcribeInChunks(recognize, samples, { language: "en", onProgress: (d) => void seen.push(d) });
    expect(result.words).toHaveLength(3);
    expect(result.words[0]!.start).toBe(1);
    expect(result.words[1]!.start).toBeGreaterThan(55);
    expect(result.words[2]!.start).toBeGreaterThan(110);
    expect(seen[seen.length - 1]).toBe(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stop"));
    const recognize: Recognize = async () => ({ text: "", words: [] });
    await expect(transcribeInChunks(recognize, new Int16Array(16000), { language: "en", signal: controller.signal })).rejects.toThrow("stop");
  });

  it("cuts in the pauses a voice activity detector found, and skips pieces without speech", async () => {
    const rate = 16000;
    const samples = new Int16Array(rate * 180);
    const speech = [
      { start: 0, end: 56 },
      { start: 57, end: 58 },
      { start: 175, end: 180 },
    ];
    const ranges = planChunks(samples, rate, 60, speech);
    // Cut in the middle of each pause within 5 s before a boundary: 56.5 s, then 116.5 s (58..175);
    // then no pause near 176.5 s, so by energy; the piece from 116.5 s holds no speech.
    expect(ranges.map((r) => r.end / rate).slice(0, 2)).toEqual([56.5, 116.5]);
    expect(ranges).toHaveLength(4);
    const asked: number[] = [];
    const recognize: Recognize = async (piece) => {
      asked.push(piece.length);
      return { text: "x", words: [{ text: "x", start: 0.5, end: 0.6, probability: 1 }] };
    };
    const result = await transcribeInChunks(recognize, samples, { language: "en", speech });
    expect(asked).toHaveLength(3);
    expect(result.words.map((w) => w.start)).toEqual([0.5, 57, ranges[3]!.start / rate + 0.5]);
  });
});
