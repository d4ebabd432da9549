import { describe, expect, it } from "vitest";
import { BUILT_IN_VOICES } from "./built-in-voices";
import {
  ACCENT_PAGES,
  LANGUAGE_PAGES,
  LANGUAGE_PAGE_COUNT,
  LANGUAGE_PAGE_LANGUAGES,
  LANGUAGE_PAGE_TEXT_MAX,
  findLanguagePage,
  languagePageHead,
  pathOfLanguagePage,
} from "./language-pages";
import { findMarketingPage, isMissingTablePage } from "./marketing-pages";

const SPEC_LANGUAGES = ["Czech", "Danish", "Finnish", "Bulgarian", "Croatian", "Slovak", "Tamil"];
const SPEC_ACCENTS = [
  "Czech Moravian", "British", "Canadian", "New York", "Australian", "Indian", "Irish", "Italian", "Essex", "Scandinavian", "German",
  "German Bavarian", "Russian", "Spanish", "Latin American", "Mexican", "Argentine", "Portuguese", "Californian", "African", "Pakistani",
];

describe("language and accent landing pages", () => {
  it("has every language and accent the spec names, and every language of the built-in voices", () => {
    const names = LANGUAGE_PAGE_LANGUAGES.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(SPEC_LANGUAGES));
    expect(ACCENT_PAGES.map((e) => e.name)).toEqual(SPEC_ACCENTS.map((a) => `${a} Accent`));
    const codes = new Set(LANGUAGE_PAGE_LANGUAGES.map((e) => (e.kind === "language" ? e.languageCode : "")));
    for (const v of BUILT_IN_VOICES) expect(codes, v.locale).toContain(v.locale.split("-")[0]);
  });

  it("lists as languages the entries without the word Accent, and exports their count", () => {
    expect(LANGUAGE_PAGE_LANGUAGES.every((e) => e.kind === "language")).toBe(true);
    expect(LANGUAGE_PAGE_COUNT).toBe(LANGUAGE_PAGES.length - SPEC_ACCENTS.length);
    expect(LANGUAGE_PAGE_COUNT).toBeGreaterThanOrEqual(30);
  });

  it.each(LANGUAGE_PAGES.map((e) => [e.name, e] as const))("%s has the spec's fields, a unique slug and a speaker installed everywhere", (_name, entry) => {
    expect(entry.audioSrc).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(LANGUAGE_PAGES.filter((e) => e.audioSrc === entry.audioSrc)).toHaveLength(1);
    expect(entry.flag).toMatch(/^[a-z]{2}$/);
    for (const field of ["placeholderText", "howToDescription", "feature1Title", "feature1Description", "feature2Title", "feature2Description"] as const) {
      expect(entry[field].trim().length, field).toBeGreaterThan(10);
    }
    // The sample is what the text box starts with: a visitor can generate it as it is.
    expect([...entry.placeholderText].length).toBeLessThanOrEqual(LANGUAGE_PAGE_TEXT_MAX);
    expect(BUILT_IN_VOICES.map((v) => v.voiceId)).toContain(entry.speaker.voiceId);
    if (entry.voice_id) expect(entry.voice_id).toBe(entry.speaker.voiceId);
    if (entry.kind === "language") expect(entry.flagCode).toBe(entry.flag);
    else expect(entry.sort).toBe(ACCENT_PAGES.indexOf(entry));
  });

  it("marks the accents the engines only approximate, and says how", () => {
    const approximate = ACCENT_PAGES.filter((e) => e.speaker.fidelity === "approximate").map((e) => e.name);
    expect(approximate).toContain("Australian Accent");
    expect(approximate).not.toContain("British Accent");
    expect(findLanguagePage("new-york-accent")?.speaker).toMatchObject({ reads: "en-us-nyc", fidelity: "native" });
  });

  it.each([
    ["/text-to-speech/czech", "Czech text to speech · Vocable"],
    ["/text-to-speech/British-Accent/", "British accent text to speech · Vocable"],
  ])("gives %s its own head and canonical path", (path, title) => {
    const page = findMarketingPage(path)!;
    expect(page.title).toBe(title);
    expect(page.path).toBe(path.toLowerCase().replace(/\/$/, ""));
    expect(isMissingTablePage(path)).toBe(false);
  });

  it("answers Not Found for a slug outside the table", () => {
    expect(findMarketingPage("/text-to-speech/klingon")).toBeUndefined();
    expect(isMissingTablePage("/text-to-speech/klingon")).toBe(true);
    expect(isMissingTablePage("/text-to-speech")).toBe(false);
  });

  it("gives every page a distinct title and description", () => {
    const heads = LANGUAGE_PAGES.map(languagePageHead);
    expect(new Set(heads.map((h) => h.title)).size).toBe(LANGUAGE_PAGES.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(LANGUAGE_PAGES.length);
    expect(pathOfLanguagePage(LANGUAGE_PAGES[0])).toBe("/text-to-speech/english");
  });
});
