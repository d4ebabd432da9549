import { BUILT_IN_VOICES, DESIGN_ONLY_LANGUAGES } from "@vocable/domain";
import { PREMADE_VOICES, designVoice } from "@vocable/speech";
import { describe, expect, it } from "vitest";

// The English word voice design reads for each language without a built-in voice.
const DESIGN_WORDS: Record<string, string> = {
  ja: "japanese", zh: "chinese", ko: "korean", ar: "arabic", tr: "turkish", el: "greek", cs: "czech", fi: "finnish",
  da: "danish", nb: "norwegian", hu: "hungarian", ro: "romanian", uk: "ukrainian", vi: "vietnamese", id: "indonesian", he: "hebrew",
};

/**
 * The public pages' copy of the voice catalogue (the web app cannot import the speech package)
 * says what the catalogue says.
 */
describe("the public pages' built-in voices", () => {
  it("are the speech package's premade voices, with their ids, locales, accents, genders and engines", () => {
    expect(BUILT_IN_VOICES).toEqual(
      PREMADE_VOICES.map((v) => ({ voiceId: v.voiceId, name: v.name, locale: v.locale, accent: v.labels.accent, gender: v.labels.gender, engine: v.engine })),
    );
  });

  it("list the languages voice design reaches without a built-in voice", () => {
    const builtIn = new Set(PREMADE_VOICES.map((v) => v.language));
    expect(Object.keys(DESIGN_WORDS).sort()).toEqual([...DESIGN_ONLY_LANGUAGES].sort());
    for (const language of DESIGN_ONLY_LANGUAGES) {
      expect(builtIn.has(language), language).toBe(false);
      expect(designVoice({ description: `a ${DESIGN_WORDS[language]} voice`, seed: 1 }).rendering.language, language).toBe(language);
    }
  });
});
