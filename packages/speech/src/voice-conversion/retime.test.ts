import { describe, expect, it } from "vitest";
import { buildCharacterAlignment } from "../alignment/character-alignment";
import { retime } from "./retime";
import { orderedWords } from "./respeak";
import { respeakingText, trimSilentEdges, wordSpansOf } from "./word-spans";

const RATE = 16000;

/** A 200 Hz tone burst for each span (seconds), silence elsewhere. */
function bursts(spans: { start: number; end: number }[], seconds: number): Int16Array {
  const out = new Int16Array(Math.round(seconds * RATE));
  for (const { start, end } of spans) {
    for (let i = Math.round(start * RATE); i < Math.round(end * RATE); i++) out[i] = Math.round(8000 * Math.sin((2 * Math.PI * 200 * i) / RATE));
  }
  return out;
}

/** The stretches louder than a quiet level, in seconds (10 ms frames). */
function loudSpans(samples: Int16Array): { start: number; end: number }[] {
  const frame = RATE / 100;
  const spans: { start: number; end: number }[] = [];
  for (let f = 0; f * frame < samples.length; f++) {
    let peak = 0;
    for (let i = f * frame; i < Math.min(samples.length, (f + 1) * frame); i++) peak = Math.max(peak, Math.abs(samples[i]));
    if (peak < 2000) continue;
    const last = spans[spans.length - 1];
    if (last && Math.abs(last.end - f / 100) < 1e-9) last.end = (f + 1) / 100;
    else spans.push({ start: f / 100, end: (f + 1) / 100 });
  }
  return spans;
}

describe("re-timing the target's words to the source", () => {
  it("stretches each word to the source's length and places it at the source's time, pauses silent", () => {
    // The target says three words quickly; the source said them slowly with a long pause before the last.
    const targetWords = [
      { start: 0.1, end: 0.4 },
      { start: 0.4, end: 0.7 },
      { start: 0.75, end: 1.0 },
    ];
    const sourceWords = [
      { start: 0.2, end: 0.7 },
      { start: 0.7, end: 1.1 },
      { start: 1.8, end: 2.3 },
    ];
    const out = retime({ target: { samples: bursts(targetWords, 1.2), sampleRate: RATE, words: targetWords }, source: { words: sourceWords, duration: 2.6 } });
    expect(out.length).toBe(2.6 * RATE);
    const heard = loudSpans(out);
    // The first two words run together (as in both voices), then the third after the pause.
    expect(heard).toHaveLength(2);
    expect(heard[0].start).toBeCloseTo(0.2, 1);
    expect(heard[0].end).toBeCloseTo(1.1, 1);
    expect(heard[1].start).toBeCloseTo(1.8, 1);
    expect(heard[1].end).toBeCloseTo(2.3, 1);
  });

  it("writes the recognised words as a text with the source's pauses as punctuation, and finds them in the synthesis", () => {
    const words = [
      { text: "hello", start: 0.1, end: 0.4 },
      { text: "there", start: 0.45, end: 0.8 },
      { text: "how", start: 1.1, end: 1.3 },
      { text: "are", start: 1.3, end: 1.4 },
      { text: "you", start: 2.1, end: 2.4 },
    ];
    const { text, offsets } = respeakingText(words);
    expect(text).toBe("Hello there, how are. You.");
    expect(offsets.map(({ from, to }) => text.slice(from, to).toLowerCase())).toEqual(words.map((w) => w.text));
    // A recogniser's own punctuation is kept, not doubled, and is not part of the word.
    const punctuated = respeakingText([{ text: "Well,", start: 0, end: 0.3 }, { text: "yes.", start: 1, end: 1.2 }]);
    expect(punctuated.text).toBe("Well, Yes.");
    expect(punctuated.offsets).toEqual([{ from: 0, to: 4 }, { from: 6, to: 9 }]);
    // The synthesis's timings: each word 0.25 s, every 0.3 s.
    const timings = offsets.map(({ from, to }, i) => ({ start: from, end: to, startTime: (i * 3) / 10, endTime: (i * 3) / 10 + 0.25 }));
    const spans = wordSpansOf(buildCharacterAlignment(text, timings, 2.5), offsets);
    expect(spans.map((s) => [s.start, s.end])).toEqual(timings.map((t) => [t.startTime, t.endTime]));
    // A word given a second of the silence after it (an engine's timing of a sentence's last word) has it cut off.
    const audio = bursts(spans, 2.5);
    const trimmed = trimSilentEdges([...spans.slice(0, 4), { start: 1.2, end: 2.5 }], audio, RATE);
    expect(trimmed.slice(0, 4)).toEqual(spans.slice(0, 4));
    expect(trimmed[4].end).toBeGreaterThan(1.45);
    expect(trimmed[4].end).toBeLessThan(1.5);
  });

  it("orders recognisers' words, clamping overlaps and dropping empty ones", () => {
    const words = orderedWords(
      [
        { text: "b", start: 0.5, end: 0.9 },
        { text: "a", start: 0.1, end: 0.6 },
        { text: " ", start: 0.9, end: 1 },
        { text: "c", start: 1.5, end: 9 },
      ],
      2,
    );
    expect(words).toEqual([
      { text: "a", start: 0.1, end: 0.6 },
      { text: "b", start: 0.6, end: 0.9 },
      { text: "c", start: 1.5, end: 2 },
    ]);
  });
});
