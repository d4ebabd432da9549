import { describe, expect, it } from "vitest";
import { BUILT_IN_VOICES, DESIGN_ONLY_LANGUAGES, builtInLanguages, voicePreviewPath } from "./built-in-voices";

describe("the built-in voices", () => {
  it("group into languages in the catalogue's order, English first", () => {
    const languages = builtInLanguages();
    expect(languages[0].language).toBe("en");
    expect(languages.reduce((n, l) => n + l.voices.length, 0)).toBe(BUILT_IN_VOICES.length);
    expect(new Set(languages.map((l) => l.language)).size).toBe(languages.length);
  });

  it("are as many as the public pages say in words", () => {
    // "sixteen built-in voices in eleven languages", "voice design for sixteen more": the text to
    // speech, e-learning and dubbing pages. Change their words with these numbers.
    expect(BUILT_IN_VOICES).toHaveLength(16);
    expect(builtInLanguages()).toHaveLength(11);
    expect(DESIGN_ONLY_LANGUAGES).toHaveLength(16);
  });

  it("have their previews at the public preview path", () => {
    expect(voicePreviewPath("abc")).toBe("/v1/voices/abc/preview.mp3");
  });
});
