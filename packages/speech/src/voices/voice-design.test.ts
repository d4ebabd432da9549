import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clampVariant } from "../engines/espeak-variant";
import { SpeechService } from "../service/speech-service";
import { medianPitchHz } from "../test-support/pitch";
import { PREMADE_VOICES, findPremadeVoice } from "./premade-voices";
import { autoDesignText, designVoice, remixVoice, type DesignTraits } from "./voice-design";
import type { EmbeddedRendering } from "./voice-rendering";

const TEXT = autoDesignText("en");
const engineVoiceOf = (rendering: EmbeddedRendering) => findPremadeVoice(rendering.baseVoiceId)!.engineVoice;
const same = (a: Int16Array, b: Int16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

/**
 * Mean periodicity of the loud frames (their best normalised autocorrelation at a pitch lag, 1 =
 * perfectly periodic): breath noise makes voiced sound less periodic, so 1 minus this measures it.
 */
function periodicity(samples: Int16Array, sampleRate: number): number {
  const frame = Math.round(sampleRate * 0.04);
  const [minLag, maxLag] = [Math.floor(sampleRate / 400), Math.ceil(sampleRate / 60)];
  const peak = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
  let [sum, frames] = [0, 0];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += samples[i]! * samples[i]!;
    if (Math.sqrt(energy / frame) < peak * 0.1) continue;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let [dot, shifted] = [0, 0];
      for (let i = start; i < start + frame; i++) {
        dot += samples[i]! * samples[i + lag]!;
        shifted += samples[i + lag]! * samples[i + lag]!;
      }
      best = Math.max(best, dot / Math.sqrt(energy * shifted || 1));
    }
    sum += best;
    frames++;
  }
  return sum / frames;
}

describe("designVoice: the words", () => {
  const NEUTRAL: DesignTraits = { gender: "neutral", age: "middle_aged", accent: "british", pitch: "normal", pace: "normal", tone: [] };
  it.each<[string, Partial<DesignTraits>]>([
    ["", {}],
    ["zxcv qwerty 123 !!!", {}],
    ["A deep male voice", { gender: "male", pitch: "low" }],
    ["WOMAN, High-pitched", { gender: "female", pitch: "high" }],
    ["a bass baritone gentleman", { gender: "male", pitch: "low" }],
    ["a shrill lady", { gender: "female", pitch: "high" }],
    ["a masculine guy", { gender: "male" }],
    ["feminine", { gender: "female" }],
    ["a girl", { gender: "female", age: "child" }],
    ["a young girl", { gender: "female", age: "young" }],
    ["fast talking teen boy", { gender: "male", age: "young", pace: "fast" }],
    ["squeaky kid", { age: "child", pitch: "high" }],
    ["a middle-aged man", { gender: "male", age: "middle_aged" }],
    ["Middle aged woman", { gender: "female", age: "middle_aged" }],
    ["grandpa", { gender: "male", age: "old" }],
    ["elderly lady, slow and breathy", { gender: "female", age: "old", pace: "slow", tone: ["breathy"] }],
    ["an aged, husky, gravelly and rough voice", { age: "old", tone: ["husky", "raspy"] }],
    ["quick, rapid, measured", { pace: "fast" }],
    ["a strong calm voice", { pace: "slow", tone: ["loud"] }],
    ["warm bright nasal robotic smooth soft creaky whispery", { tone: ["warm", "bright", "nasal", "robotic", "smooth", "soft", "creaky", "whispery"] }],
    ["not breathy, less raspy", {}],
    ["An American woman", { gender: "female", accent: "american" }],
    ["a Scottish man", { gender: "male", accent: "scottish" }],
    ["irish", { accent: "irish" }],
    ["Australian", { accent: "australian" }],
    ["British", { accent: "british" }],
    ["speaks English", {}],
  ])("%j", (description, traits) => {
    expect(designVoice({ description, seed: 1 }).traits).toEqual({ ...NEUTRAL, ...traits });
  });

  it.each<[string, string, string | undefined]>([
    ["", "gmw/en", undefined],
    ["an American", "gmw/en-US+f3", undefined],
    ["a Scottish man", "gmw/en", undefined],
    ["a French woman", "roa/fr+f2", undefined],
    ["German", "gmw/de+m2", undefined],
    ["spanish", "roa/es+f4", undefined],
    ["Italian", "roa/it", undefined],
    ["Portuguese", "roa/pt-BR+f1", undefined],
    ["Brazilian", "roa/pt-BR+f1", undefined],
    ["Dutch", "gmw/nl", undefined],
    ["Polish", "zlw/pl+f2", undefined],
    ["Swedish", "gmq/sv+f5", undefined],
    ["Russian", "zle/ru", undefined],
    ["Indian", "inc/hi", undefined],
    ["Hindi", "inc/hi", undefined],
    ["a Japanese woman", "gmw/en", "ja"],
    ["Korean", "gmw/en", "ko"],
  ])("%j speaks through %s (language %s)", (description, engineVoice, language) => {
    const { rendering } = designVoice({ description, seed: 1 });
    expect(engineVoiceOf(rendering)).toBe(engineVoice);
    expect(rendering.language).toBe(language);
  });

  it("takes the language asked for: its premade eSpeak voice, an accent's voice reading it, else the English base reading it", () => {
    expect(engineVoiceOf(designVoice({ description: "a man", seed: 1, language: "de" }).rendering)).toBe("gmw/de+m2");
    expect(engineVoiceOf(designVoice({ description: "a woman", seed: 1, language: "fr-FR" }).rendering)).toBe("roa/fr+f2");
    expect(engineVoiceOf(designVoice({ description: "French accent", seed: 1, language: "en" }).rendering)).toBe("roa/fr+f2");
    expect(designVoice({ description: "a man", seed: 1, language: "fi" }).rendering).toMatchObject({ baseVoiceId: PREMADE_VOICES.find((v) => v.engineVoice === "gmw/en")!.voiceId, language: "fi" });
  });

  it("shapes the variant by the traits, within what the engine reads", () => {
    const variant = (description: string) => designVoice({ description, seed: 1 }).rendering.variant!;
    const [man, woman, child] = [variant("a man"), variant("a woman"), variant("a child")];
    expect(man.pitchBase).toBeLessThan(woman.pitchBase);
    expect(woman.pitchBase).toBeLessThan(child.pitchBase);
    expect(man.formants![2]!.freq).toBeLessThan(woman.formants![2]!.freq);
    expect(woman.formants![2]!.freq).toBeLessThan(child.formants![2]!.freq);
    expect(variant("a deep man").pitchBase).toBeLessThan(man.pitchBase);
    expect(variant("an old man")).toMatchObject({ flutter: expect.any(Number), roughness: 4 });
    expect(variant("breathy man").breath!.some((b) => b > 10)).toBe(true);
    expect(variant("a whispery man").voicing).toBeLessThan(100);
    expect(variant("raspy man").roughness).toBeGreaterThanOrEqual(6);
    expect(variant("robotic man").pitchRange).toBeLessThan(man.pitchRange / 2);
    expect(variant("a soft man").voicing).toBeLessThan(100);
    expect(variant("a loud man").voicing).toBeGreaterThan(100);
    expect(designVoice({ description: "fast", seed: 1 }).rendering.rate).toBeCloseTo(1.15);
    expect(designVoice({ description: "slow", seed: 1 }).rendering.rate).toBeCloseTo(1 / 1.15);
    expect(designVoice({ description: "a man", seed: 1 }).rendering.rate).toBeUndefined();
    for (const description of ["", "a very very deep deep low bass old man", "shrill squeaky high child", "whispery breathy husky"]) {
      const design = variant(description);
      expect(clampVariant(design)).toEqual(design);
    }
  });

  it("is the same for the same seed and moves pitch and formants for another", () => {
    expect(designVoice({ description: "a young woman", seed: 7 })).toEqual(designVoice({ description: "a young woman", seed: 7 }));
    const bases = new Set(Array.from({ length: 8 }, (_, seed) => designVoice({ description: "a young woman", seed }).rendering.variant!.pitchBase));
    expect(bases.size).toBeGreaterThan(4);
    const pitches = Array.from({ length: 50 }, (_, seed) => designVoice({ description: "a man", seed: seed * 7919 }).rendering.variant!.pitchBase);
    expect(Math.min(...pitches)).toBeGreaterThanOrEqual(Math.floor(85 * 0.9));
    expect(Math.max(...pitches)).toBeLessThanOrEqual(Math.ceil(85 * 1.1));
  });

  it("says what it made, honestly", () => {
    expect(designVoice({ description: "a fast Scottish old man, raspy", seed: 1 }).summary).toBe(
      "An old male voice with a scottish accent, fast pace; raspy: eSpeak NG's Oliver reshaped (it has no scottish accent: british it is) by formant synthesis, so it sounds synthetic, an approximation of the description.",
    );
    expect(designVoice({ description: "", seed: 1 }).summary).toMatch(/^A middle-aged voice with a british accent: eSpeak NG's Oliver reshaped by formant synthesis/);
  });
});

describe("remixVoice", () => {
  const man = designVoice({ description: "a man", seed: 3 }).rendering;

  it("applies each change on top of the voice", () => {
    const deeper = remixVoice(man, "deeper", 1);
    expect(deeper.rendering.variant!.pitchBase).toBeLessThan(man.variant!.pitchBase * 0.9);
    expect(deeper.changes).toEqual(["lower pitch"]);
    expect(remixVoice(deeper.rendering, "deeper", 1).rendering.variant!.pitchBase).toBeLessThan(deeper.rendering.variant!.pitchBase * 0.9);
    const remix = remixVoice(man, "Faster, more breathy and older", 1);
    expect(remix.changes).toEqual(["faster", "older", "more breathy"]);
    expect(remix.rendering.rate).toBeCloseTo(1.15);
    expect(remix.rendering.variant!.breath!.some((b) => b > 10)).toBe(true);
    expect(remix.rendering.variant!.flutter).toBeGreaterThan(man.variant!.flutter!);
    expect(remix.rendering.variant!.pitchBase).toBeLessThan(man.variant!.pitchBase);
    const lessBreathy = remixVoice(remix.rendering, "less breathy", 1).rendering.variant!;
    expect(Math.max(...lessBreathy.breath!)).toBeLessThan(Math.max(...remix.rendering.variant!.breath!) / 2);
    expect(remixVoice(man, "more feminine", 1).rendering.variant!.pitchBase).toBeGreaterThan(man.variant!.pitchBase * 1.15);
  });

  it("changes the base voice for an accent, keeping the shape", () => {
    const french = remixVoice(man, "with a French accent", 1);
    expect(engineVoiceOf(french.rendering)).toBe("roa/fr+f2");
    expect(french.changes).toEqual(["french accent"]);
    expect(french.rendering.variant!.pitchBase).toBeCloseTo(man.variant!.pitchBase, -1);
  });

  it("starts from the premade voice's shape when it has no variant, and leaves a Flite base's sound alone", () => {
    const emily = PREMADE_VOICES.find((v) => v.engineVoice === "gmw/en-US+f3")!;
    expect(remixVoice({ kind: "embedded", baseVoiceId: emily.voiceId }, "deeper", 1).rendering.variant!.pitchBase).toBeLessThan(175 * 0.9);
    const samantha = { kind: "embedded" as const, baseVoiceId: PREMADE_VOICES.find((v) => v.engineVoice === "slt")!.voiceId };
    const flite = remixVoice(samantha, "deeper and slower", 1);
    expect(flite.rendering).toEqual({ ...samantha, rate: 1 / 1.15 });
    expect(flite.summary).toBe("Changed: slower. Flite voices take no variant: pitch and tone stay as they are.");
  });

  it("repeats for the same seed, moves a little for another, and says when it understood nothing", () => {
    expect(remixVoice(man, "deeper", 5)).toEqual(remixVoice(man, "deeper", 5));
    expect(remixVoice(man, "deeper", 5).rendering.variant).not.toEqual(remixVoice(man, "deeper", 6).rendering.variant);
    const nothing = remixVoice(man, "purple", 5);
    expect(nothing.changes).toEqual([]);
    expect(nothing.rendering.variant!.pitchBase / man.variant!.pitchBase).toBeCloseTo(1, 1);
  });
});

describe("autoDesignText", () => {
  it.each(["en", "fr", "de", "es", "it", "pt", "pt-BR", "xx"])("%s: 100 to 1000 characters", (language) => {
    const text = autoDesignText(language);
    expect(text.length).toBeGreaterThanOrEqual(100);
    expect(text.length).toBeLessThanOrEqual(1000);
  });

  it("falls back to English", () => {
    expect(autoDesignText("ja")).toBe(autoDesignText("en"));
    expect(autoDesignText("fr")).not.toBe(autoDesignText("en"));
  });
});

describe("designed voices spoken by the speech service", () => {
  let service: SpeechService;
  beforeAll(() => {
    service = new SpeechService({ workers: 1 });
  });
  afterAll(() => service.close());
  const speak = (rendering: EmbeddedRendering, text = TEXT) => service.synthesize({ text, voiceId: "designed", rendering });

  it("is bit-identical for the same description and seed", async () => {
    const a = await speak(designVoice({ description: "a husky old woman", seed: 1234 }).rendering);
    const b = await speak(designVoice({ description: "a husky old woman", seed: 1234 }).rendering);
    expect(a.samples.length).toBeGreaterThan(a.sampleRate * 5);
    expect(same(a.samples, b.samples)).toBe(true);
  });

  it("sounds measurably different for different seeds: the measured pitch follows the seed's", async () => {
    const designs = Array.from({ length: 20 }, (_, seed) => designVoice({ description: "a young woman", seed }).rendering).sort((a, b) => a.variant!.pitchBase - b.variant!.pitchBase);
    const [lowest, highest] = [designs[0]!, designs.at(-1)!];
    expect(highest.variant!.pitchBase / lowest.variant!.pitchBase).toBeGreaterThan(1.1);
    const [low, high] = await Promise.all([speak(lowest), speak(highest)]);
    const [lowHz, highHz] = [medianPitchHz(low.samples, low.sampleRate)!, medianPitchHz(high.samples, high.sampleRate)!];
    expect(highHz / lowHz).toBeGreaterThan(1.06);
  });

  it("speaks a deep male design lower than a high female one", async () => {
    const deep = await speak(designVoice({ description: "deep male", seed: 1 }).rendering);
    const high = await speak(designVoice({ description: "high female", seed: 1 }).rendering);
    const [deepHz, highHz] = [medianPitchHz(deep.samples, deep.sampleRate)!, medianPitchHz(high.samples, high.sampleRate)!];
    expect(deepHz).toBeLessThan(120);
    expect(highHz).toBeGreaterThan(180);
  });

  it("makes a breathy design noisier (less periodic) than the same design without", async () => {
    for (const who of ["a young woman", "a man"]) {
      const plain = await speak(designVoice({ description: who, seed: 9 }).rendering);
      const breathy = await speak(designVoice({ description: `breathy ${who}`, seed: 9 }).rendering);
      expect(periodicity(breathy.samples, breathy.sampleRate)).toBeLessThan(periodicity(plain.samples, plain.sampleRate) - 0.03);
    }
  });

  it("speaks a remix deeper than its original", async () => {
    const original = designVoice({ description: "a woman", seed: 2 }).rendering;
    const deeper = remixVoice(original, "deeper", 2).rendering;
    const [a, b] = await Promise.all([speak(original), speak(deeper)]);
    expect(medianPitchHz(b.samples, b.sampleRate)! / medianPitchHz(a.samples, a.sampleRate)!).toBeLessThan(0.92);
  });
});
