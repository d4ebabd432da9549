import { describe, expect, it } from "vitest";
import { passes, PASSING_WER, qualificationOf, QUALIFICATION_TEXTS, testLanguageOf } from "./qualifications";

describe("qualification tests", () => {
  it.each([
    ["transcription-en", "en"],
    ["transcription-es", "es"],
    ["transcription-xx", null],
    ["multitask", null],
    ["transcription-EN", null],
    ["review-en", null],
  ])("%s is tested in %s", (qualification, language) => expect(testLanguageOf(qualification)).toBe(language));

  it.each([
    [0, true],
    [0.1, true],
    [0.1001, false],
    [1, false],
    [Number.NaN, false],
  ])("a word error rate of %s passes: %s", (wer, passed) => expect(passes(wer)).toBe(passed));

  it("grants the language's qualification, and every test's text is long enough to score", () => {
    expect(qualificationOf("en")).toBe("transcription-en");
    for (const text of Object.values(QUALIFICATION_TEXTS)) expect(text.split(" ").length * PASSING_WER).toBeGreaterThanOrEqual(3);
  });
});
