import { describe, expect, it } from "vitest";
import { ESPEAK_SAMPLE_RATE, synthesizeEspeak } from "./espeak-engine";

const TEXT = "Hello world, this is a test.";

describe("espeak-ng engine", () => {
  it("returns 22.05 kHz audio and word timings mapped to the text", async () => {
    const out = await synthesizeEspeak({ text: TEXT, engineVoice: "gmw/en-US+f3", speed: 1 });
    expect(out.sampleRate).toBe(ESPEAK_SAMPLE_RATE);
    const duration = out.samples.length / out.sampleRate;
    expect(duration).toBeGreaterThan(1);
    expect(out.words.map((w) => TEXT.slice(w.start, w.end))).toEqual(["Hello", "world", "this", "is", "a", "test"]);
    for (const w of out.words) expect(w.endTime).toBeGreaterThanOrEqual(w.startTime);
    // The word ends where its sound ends, not after the comma pause.
    expect(out.words[2].startTime - out.words[1].endTime).toBeGreaterThan(0.05);
  });

  it("reads markup characters literally and keeps offsets exact around them", async () => {
    const text = "Use <b> & <i> tags, Tom.";
    const out = await synthesizeEspeak({ text, engineVoice: "gmw/en", speed: 1 });
    const spoken = out.words.map((w) => text.slice(w.start, w.end));
    expect(spoken).toContain("Use");
    expect(spoken).toContain("tags");
    expect(spoken.at(-1)).toBe("Tom");
    expect(out.samples.length / out.sampleRate).toBeGreaterThan(1);
  });

  it("switches language with languageCode, keeping the variant, and ignores unknown codes", async () => {
    const text = "Bonjour tout le monde.";
    const english = await synthesizeEspeak({ text, engineVoice: "gmw/en-US+f3", speed: 1 });
    const french = await synthesizeEspeak({ text, engineVoice: "gmw/en-US+f3", speed: 1, languageCode: "fr" });
    const unknown = await synthesizeEspeak({ text, engineVoice: "gmw/en-US+f3", speed: 1, languageCode: "xx" });
    expect(Buffer.from(french.samples.buffer).equals(Buffer.from(english.samples.buffer))).toBe(false);
    expect(Buffer.from(unknown.samples.buffer).equals(Buffer.from(english.samples.buffer))).toBe(true);
  });

  it("changes the speaking rate with speed and is deterministic", async () => {
    const normal = await synthesizeEspeak({ text: TEXT, engineVoice: "roa/it", speed: 1 });
    const again = await synthesizeEspeak({ text: TEXT, engineVoice: "roa/it", speed: 1 });
    const fast = await synthesizeEspeak({ text: TEXT, engineVoice: "roa/it", speed: 1.2 });
    const slow = await synthesizeEspeak({ text: TEXT, engineVoice: "roa/it", speed: 0.7 });
    expect(Buffer.from(again.samples.buffer).equals(Buffer.from(normal.samples.buffer))).toBe(true);
    expect(fast.samples.length).toBeLessThan(normal.samples.length * 0.92);
    expect(slow.samples.length).toBeGreaterThan(normal.samples.length * 1.2);
  });
});
