import { describe, expect, it } from "vitest";
import { hasSpeakableText } from "../text/speakable";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { synthesizePiece, type PieceRequest } from "./synthesize-piece";

const RMS = PREMADE_VOICES.find((v) => v.engineVoice === "rms")!;
const EMILY = PREMADE_VOICES.find((v) => v.engineVoice === "gmw/en-US+f3")!;
const LUKAS = PREMADE_VOICES.find((v) => v.engineVoice === "gmw/de+m2")!;
const request = (voice: typeof RMS, text: string, extra: Partial<PieceRequest> = {}): PieceRequest => ({
  text, engine: voice.engine, engineVoice: voice.engineVoice, voiceLanguage: voice.language, ...extra,
});
const same = (a: Int16Array, b: Int16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
const peak = (samples: Int16Array) => samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);

describe("synthesizePiece with normalization and rules", () => {
  it.each([RMS, EMILY])("normalization changes what $name says, and alignment stays on the request text", async (voice) => {
    const text = "Dr. Smith paid $3.50 for 2.5 kg at john@example.com.";
    const on = await synthesizePiece(request(voice, text, { textNormalization: "on" }));
    const auto = await synthesizePiece(request(voice, text, { textNormalization: "auto" }));
    const off = await synthesizePiece(request(voice, text, { textNormalization: "off" }));
    expect(same(on.samples, off.samples)).toBe(false);
    expect(same(on.samples, auto.samples)).toBe(true); // auto is on for these engines
    expect(on.samples.length).toBeGreaterThan(off.samples.length); // "three dollars and fifty cents" is longer
    for (const result of [on, off]) expect(result.alignment.characters.join("")).toBe(text);
    // "$3.50" is timed as one span: its characters lie between "paid" and "for".
    const start = on.alignment.character_start_times_seconds;
    expect(start[text.indexOf("$")]).toBeGreaterThanOrEqual(start[text.indexOf("paid")]);
    expect(start[text.indexOf("for")]).toBeGreaterThan(start[text.indexOf("$")]);
  });

  it("applies alias and phoneme rules on both engines, alignment on the original", async () => {
    const text = "Say tomato to Vocable, Émile.";
    const rules = [
      { type: "phoneme" as const, stringToReplace: "tomato", phoneme: "T AH0 M AA1 T OW0", alphabet: "cmu-arpabet" as const },
      { type: "alias" as const, stringToReplace: "Vocable", alias: "Voh cable" },
      { type: "phoneme" as const, stringToReplace: "Émile", phoneme: "eɪˈmiːl", alphabet: "ipa" as const },
    ];
    for (const voice of [RMS, EMILY]) {
      const plain = await synthesizePiece(request(voice, text));
      const ruled = await synthesizePiece(request(voice, text, { pronunciationRules: rules }));
      expect(same(plain.samples, ruled.samples)).toBe(false);
      expect(ruled.alignment.characters.join("")).toBe(text);
    }
  });

  it("reads German units and abbreviations with the language extras", async () => {
    const text = "Dr. Müller fährt 5 km.";
    const base = await synthesizePiece(request(LUKAS, text));
    const extras = await synthesizePiece(request(LUKAS, text, { languageTextNormalization: true }));
    expect(same(base.samples, extras.samples)).toBe(false);
    expect(extras.alignment.characters.join("")).toBe(text);
  });
});

describe("hasSpeakableText against the real engines", () => {
  const CASES: [string, typeof RMS, boolean][] = [
    ["Hello.", RMS, true],
    ["&", RMS, true], // "and"
    ["... !!! ???", RMS, false],
    ["%", RMS, true], // "percent"
    ["🙂🙂🙂", RMS, false],
    ["你好", RMS, false],
    ["你好", EMILY, true],
    ["... --- ...", EMILY, false],
    ["42", EMILY, true],
  ];
  it.each(CASES.map(([t, v, s]) => [t, v.name, v, s] as const))("%s with %s", async (text, _name, voice, speakable) => {
    expect(hasSpeakableText(text, { voiceId: voice.voiceId })).toBe(speakable);
    const result = await synthesizePiece(request(voice, text));
    // Speakable text gives audible samples; the rest gives silence (or nothing).
    expect(peak(result.samples) > 1000).toBe(speakable);
  });
});
