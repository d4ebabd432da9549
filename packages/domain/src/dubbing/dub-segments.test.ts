import { describe, expect, it } from "vitest";
import { dubLinesToSrt, dubLinesToVtt, dubSegments, lineWords } from "./dub-segments";

const word = (text: string, start: number, end: number, speaker = "speaker_0") => ({ text, start, end, speaker_id: speaker });

describe("dubSegments", () => {
  it("cuts where the speaker changes, after a sentence and at a pause", () => {
    const words = [
      word("Good", 0.2, 0.5),
      word("morning,", 0.5, 0.9),
      word("Anna.", 0.9, 1.3),
      word("How", 1.4, 1.6),
      word("are", 1.6, 1.8),
      word("you", 1.8, 2.1), // then a long pause
      word("today", 3.2, 3.6),
      word("Fine,", 3.8, 4.2, "speaker_1"),
      word("thanks!", 4.2, 4.7, "speaker_1"),
    ];
    expect(dubSegments(words)).toEqual([
      { speaker: "speaker_0", start: 0.2, end: 1.3, text: "Good morning, Anna." },
      { speaker: "speaker_0", start: 1.4, end: 2.1, text: "How are you" },
      { speaker: "speaker_0", start: 3.2, end: 3.6, text: "today" },
      { speaker: "speaker_1", start: 3.8, end: 4.7, text: "Fine, thanks!" },
    ]);
  });

  it("keeps a segment within twelve seconds", () => {
    const words = Array.from({ length: 40 }, (_, i) => word(`w${i}`, i * 0.5, i * 0.5 + 0.4));
    const segments = dubSegments(words);
    expect(segments.length).toBeGreaterThan(1);
    for (const s of segments) expect(s.end - s.start).toBeLessThanOrEqual(12);
    expect(segments.map((s) => s.text).join(" ")).toBe(words.map((w) => w.text).join(" "));
  });

  it("gives words without a speaker the first speaker, and nothing for no words", () => {
    expect(dubSegments([{ text: "Hi.", start: 0, end: 0.3 }])).toEqual([{ speaker: "speaker_0", start: 0, end: 0.3, text: "Hi." }]);
    expect(dubSegments([])).toEqual([]);
  });
});

describe("a translated line's words and subtitles", () => {
  it("shares the line's time among its words by their length", () => {
    expect(lineWords({ start: 1, end: 2, text: "Hola  buenos días" })).toEqual([
      { text: "Hola", start: 1, end: 1.286, speaker_id: null },
      { text: "buenos", start: 1.286, end: 1.714, speaker_id: null },
      { text: "días", start: 1.714, end: 2, speaker_id: null },
    ]);
    expect(lineWords({ start: 1, end: 2, text: "   " })).toEqual([]);
  });

  it("writes SRT and WebVTT cues at the lines' times", () => {
    const lines = [
      { start: 0.2, end: 1.3, text: "Buenos días, Ana.", speaker: "speaker_0" },
      { start: 3.8, end: 4.7, text: "¡Bien, gracias!", speaker: "speaker_1" },
    ];
    expect(dubLinesToSrt(lines)).toBe("1\n00:00:00,200 --> 00:00:01,300\nBuenos días, Ana.\n\n2\n00:00:03,800 --> 00:00:04,700\n¡Bien, gracias!\n");
    expect(dubLinesToVtt(lines)).toBe("WEBVTT\n\n1\n00:00:00.200 --> 00:00:01.300\nBuenos días, Ana.\n\n2\n00:00:03.800 --> 00:00:04.700\n¡Bien, gracias!\n");
  });
});
