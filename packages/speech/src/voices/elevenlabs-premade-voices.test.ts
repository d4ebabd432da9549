import { describe, expect, it } from "vitest";
import { ELEVENLABS_PREMADE_VOICES, closestCatalogueVoice } from "./elevenlabs-premade-voices";
import { ELEVENLABS_ALIAS_VOICES, PREMADE_VOICES, findPremadeVoice } from "./premade-voices";

const byName = (name: string) => ELEVENLABS_PREMADE_VOICES.find((v) => v.name === name)!;

describe("ElevenLabs premade voice ids", () => {
  it("are well-formed, unique, and none is a catalogue id", () => {
    const ids = ELEVENLABS_PREMADE_VOICES.map((v) => v.voiceId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(PREMADE_VOICES.some((v) => v.voiceId === id)).toBe(false);
    }
  });

  it.each([
    // ElevenLabs voice, its traits, the catalogue voice that answers it
    ["Rachel", "21m00Tcm4TlvDq8ikWAM", "Samantha"], // young American woman
    ["Adam", "pNInz6obpgDQGcFmaJgB", "Richard"], // middle-aged American man
    ["Sarah", "EXAVITQu4vr4xnSDxMaL", "Samantha"], // formerly Bella
    ["Alice", "Xb7hH8MSUJpSbSDYk0k2", "Samantha"], // no British woman in English: the woman first
    ["George", "JBFqnCBsd6RMkjVDRZzb", "Oliver"], // middle-aged British man
    ["Dave", "CYw3kZ02Hs0563khs1Fj", "Oliver"], // British (Essex)
    ["Joseph", "Zlb1dXrM653N07WRdFW3", "Oliver"],
    ["Fin", "D38z5RcWu1voky8WS1ja", "Alasdair"], // Irish: the nearest accent is Scottish
    ["Charlie", "IKne3meq5aSn9XLyUdCD", "Richard"], // Australian: no such accent, an American man
    ["River", "SAz9YHcvj6GT2YYXdXww", "Richard"], // neutral: any gender, then a middle-aged American
    ["Eric", "cjVigY5qzO86Huf0OWal", "Richard"],
  ])("%s (%s) is spoken by %s", (name, voiceId, expected) => {
    expect(byName(name).voiceId).toBe(voiceId);
    expect(closestCatalogueVoice(byName(name), PREMADE_VOICES).name).toBe(expected);
    const alias = findPremadeVoice(voiceId)!;
    expect(alias).toMatchObject({ voiceId, name, aliasOf: PREMADE_VOICES.find((v) => v.name === expected)!.voiceId });
    expect(alias.engineVoice).toBe(PREMADE_VOICES.find((v) => v.name === expected)!.engineVoice);
    expect(alias.description).toContain(`answered here by the closest built-in voice, ${expected}`);
  });

  it("answers every ElevenLabs id with an English voice of the same gender (any for a neutral one)", () => {
    expect(ELEVENLABS_ALIAS_VOICES).toHaveLength(ELEVENLABS_PREMADE_VOICES.length);
    for (const wanted of ELEVENLABS_PREMADE_VOICES) {
      const alias = findPremadeVoice(wanted.voiceId)!;
      expect(alias.language).toBe("en");
      if (wanted.gender !== "neutral") expect(alias.labels.gender).toBe(wanted.gender);
    }
  });

  it("prefers the same accent over the same age, and the same age among equals", () => {
    const candidates = PREMADE_VOICES;
    expect(closestCatalogueVoice({ voiceId: "x", name: "X", gender: "male", age: "young", accent: "scottish" }, candidates).name).toBe("Alasdair");
    expect(closestCatalogueVoice({ voiceId: "x", name: "X", gender: "male", age: "old", accent: "english-italian" }, candidates).name).toBe("Oliver");
    expect(() => closestCatalogueVoice(byName("Rachel"), candidates.filter((v) => v.language !== "en"))).toThrow(/no English voice/);
  });
});
