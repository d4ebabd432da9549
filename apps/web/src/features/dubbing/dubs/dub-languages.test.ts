import { builtInLanguages } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { AUTO_DETECT, DUB_LANGUAGES, DUB_SOURCE_LANGUAGES, dubLanguageName, dubLanguagesText, isDubSourceLanguage, isDubTargetLanguage } from "./dub-languages";

describe("the dubbing languages", () => {
  it("offer every language a built-in voice speaks and those of speech to text, once each, English first", () => {
    const codes = DUB_LANGUAGES.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes[0]).toBe("en");
    for (const { language } of builtInLanguages()) expect(codes).toContain(language);
    for (const code of ["zh", "ja", "sv"]) expect(codes).toContain(code);
    expect(codes).not.toContain("");
    expect(codes).not.toContain(AUTO_DETECT);
    const rest = DUB_LANGUAGES.slice(1).map((l) => l.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("let the source be detected, never the target", () => {
    expect(DUB_SOURCE_LANGUAGES[0]).toEqual({ code: "auto", label: "Auto-detect" });
    expect(isDubSourceLanguage("auto")).toBe(true);
    expect(isDubTargetLanguage("auto")).toBe(false);
    expect(isDubTargetLanguage("es")).toBe(true);
    expect(isDubTargetLanguage("xx")).toBe(false);
    expect(isDubSourceLanguage(3)).toBe(false);
  });

  it("names languages, and shows a code it has no name for", () => {
    expect(dubLanguageName("es")).toBe("Spanish");
    expect(dubLanguageName("sv")).toBe("Swedish");
    expect(dubLanguageName("not a tag")).toBe("not a tag");
  });

  it("writes a dub's languages as source → targets", () => {
    expect(dubLanguagesText("en", ["es"])).toBe("English → Spanish");
    expect(dubLanguagesText("de", ["en", "fr"])).toBe("German → English, French");
    expect(dubLanguagesText(null, ["es"])).toBe("Detecting → Spanish");
  });
});
