import { BUILT_IN_VOICES, findLanguagePage, type LanguagePageEntry } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { accentOf, builtInVoiceName, characterCount, clockTime, languagePageHeading, languagePageLang, progressPercent } from "./language-page-view";

const page = (slug: string): LanguagePageEntry => {
  const entry = findLanguagePage(slug);
  if (!entry) throw new Error(`no page ${slug}`);
  return entry;
};

describe("a landing page's words", () => {
  it("heads a language's page with the language and an accent's with the accent", () => {
    expect(languagePageHeading(page("czech"))).toBe("Czech text to speech");
    expect(languagePageHeading(page("british-accent"))).toBe("British accent text to speech");
    expect(accentOf(page("british-accent"))).toBe("British");
    expect(accentOf(page("czech"))).toBeNull();
  });

  it("tags the text with the language's code or the accent's", () => {
    expect(languagePageLang(page("czech"))).toBe("cs");
    expect(languagePageLang(page("british-accent"))).toBe("en-GB");
    expect(languagePageLang(page("czech-moravian-accent"))).toBe("cs-CZ-x-moravian");
  });

  it("names the built-in voice only where the row has one", () => {
    expect(builtInVoiceName(page("french"))).toBe(BUILT_IN_VOICES.find((v) => v.name === "Camille")?.name);
    expect(builtInVoiceName(page("czech"))).toBeUndefined();
  });

  it("writes times as m:ss and progress as a bounded percentage", () => {
    expect(clockTime(7.9)).toBe("0:07");
    expect(clockTime(65)).toBe("1:05");
    expect(clockTime(Number.NaN)).toBe("0:00");
    expect(clockTime(Number.POSITIVE_INFINITY)).toBe("0:00");
    expect(progressPercent(2, 8)).toBe(25);
    expect(progressPercent(9, 8)).toBe(100);
    expect(progressPercent(1, Number.NaN)).toBe(0);
  });

  it("counts characters as the server does", () => {
    expect(characterCount("Dobrý den")).toBe(9);
    expect(characterCount("hi 👋")).toBe(4);
  });
});
