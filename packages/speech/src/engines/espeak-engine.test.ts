import { describe, expect, it } from "vitest";
import { medianPitchHz } from "../test-support/pitch";
import type { EspeakVariant } from "../voices/voice-rendering";
import { ESPEAK_SAMPLE_RATE, synthesizeEspeak } from "./espeak-engine";
import { clampVariant, variantFileText } from "./espeak-variant";

const TEXT = "Hello world, this is a test.";
const SENTENCES = "The quick brown fox jumps over the lazy dog. We walked along the river until the sun went down.";
const same = (a: Int16Array, b: Int16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

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

describe("espeak-ng voice variants", () => {
  const pitchOf = async (variant: EspeakVariant | undefined, engineVoice = "gmw/en", languageCode?: string) => {
    const out = await synthesizeEspeak({ text: SENTENCES, engineVoice, speed: 1, variant, languageCode });
    return medianPitchHz(out.samples, out.sampleRate, { min: 50, max: 500 })!;
  };

  it("renders a variant file in eSpeak's format, the range above the base", () => {
    const variant: EspeakVariant = {
      pitchBase: 140,
      pitchRange: 100,
      formants: [{ n: 1, freq: 120, strength: 75, width: 150 }, { n: 0, freq: 105, strength: 80, width: 150 }],
      breath: [0, 2, 3],
      breathw: [150, 150],
      flutter: 8,
      roughness: 4,
      voicing: 75,
      consonants: [125, 125],
    };
    expect(variantFileText(variant)).toBe(
      ["name vocable", "pitch 140 240", "formant 0 105 80 150", "formant 1 120 75 150", "breath 0 2 3 0 0 0 0 0",
        "breathw 150 150 400 400 400 600 600 600", "flutter 8", "roughness 4", "voicing 75", "consonants 125 125", ""].join("\n"),
    );
  });

  it("speaks at the variant's pitch, replacing the voice's own variant, also after a language switch", async () => {
    const low = await pitchOf({ pitchBase: 90, pitchRange: 30 });
    const high = await pitchOf({ pitchBase: 200, pitchRange: 30 });
    // Measured 105 and 214 Hz: the median sits in the intonation range above the base.
    expect(low).toBeGreaterThan(90 * 0.95);
    expect(low).toBeLessThan(120 * 1.1);
    expect(high).toBeGreaterThan(200 * 0.95);
    expect(high).toBeLessThan(230 * 1.1);
    // Emily's own +f3 (about 210 Hz) gives way to the variant.
    expect(await pitchOf({ pitchBase: 90, pitchRange: 30 }, "gmw/en-US+f3")).toBeLessThan(120 * 1.1);
    expect(await pitchOf({ pitchBase: 90, pitchRange: 30 }, "gmw/en-US+f3", "fr")).toBeLessThan(120 * 1.1);
  });

  it("is bit-identical for equal input, whether the voice is loaded or restored, and leaves the plain voice as it was", async () => {
    const plain = await synthesizeEspeak({ text: TEXT, engineVoice: "gmw/en", speed: 1 });
    const variant = { pitchBase: 123, pitchRange: 45, breath: [10, 10], roughness: 5 };
    const first = await synthesizeEspeak({ text: TEXT, engineVoice: "gmw/en", speed: 1, variant });
    // Push the variant's snapshot out (four are kept), so the next call loads it again.
    for (const base of [100, 110, 120, 130]) await synthesizeEspeak({ text: "Hi.", engineVoice: "gmw/en", speed: 1, variant: { pitchBase: base, pitchRange: 20 } });
    const reloaded = await synthesizeEspeak({ text: TEXT, engineVoice: "gmw/en", speed: 1, variant: { ...variant } });
    const restored = await synthesizeEspeak({ text: TEXT, engineVoice: "gmw/en", speed: 1, variant });
    expect(same(first.samples, reloaded.samples)).toBe(true);
    expect(same(first.samples, restored.samples)).toBe(true);
    expect(same(first.samples, plain.samples)).toBe(false);
    expect(same((await synthesizeEspeak({ text: TEXT, engineVoice: "gmw/en", speed: 1 })).samples, plain.samples)).toBe(true);
  });

  it("clamps absurd numbers instead of crashing the engine", async () => {
    const absurd = {
      pitchBase: -1e9,
      pitchRange: Number.NaN,
      formants: [{ n: 99, freq: 1, strength: 1, width: 1 }, { n: 1, freq: 1e9, strength: -5, width: Infinity }, { n: 2.5, freq: 1, strength: 1, width: 1 }],
      breath: [1e9, -1, Number.NaN, 5, 5, 5, 5, 5, 5, 5],
      breathw: [0],
      flutter: 1e9,
      roughness: -4,
      voicing: 1e9,
      consonants: [1e9, -1e9],
    } as EspeakVariant;
    expect(clampVariant(absurd)).toEqual({
      pitchBase: 20,
      pitchRange: 36,
      formants: [{ n: 1, freq: 200, strength: 0, width: 100 }],
      breath: [100, 0, 0, 5, 5, 5, 5, 5],
      breathw: [20, 200, 400, 400, 400, 600, 600, 600],
      flutter: 40,
      roughness: 0,
      voicing: 200,
      consonants: [200, 0],
    });
    for (const variant of [absurd, { pitchBase: 1e6, pitchRange: 1e6 }, { pitchBase: 600, pitchRange: 400, voicing: 200, roughness: 7, flutter: 40 }]) {
      const out = await synthesizeEspeak({ text: TEXT, engineVoice: "gmw/en", speed: 1, variant });
      expect(out.samples.length / out.sampleRate).toBeGreaterThan(1);
      expect(out.words.map((w) => TEXT.slice(w.start, w.end))).toEqual(["Hello", "world", "this", "is", "a", "test"]);
    }
  });
});
