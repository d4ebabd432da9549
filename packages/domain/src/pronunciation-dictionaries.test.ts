import { describe, expect, it } from "vitest";
import { mergeRules, phonemeAlphabet, removeRules, unsafeTextReason } from "./pronunciation-dictionaries";

describe("phonemeAlphabet", () => {
  it.each([
    ["ipa", "ipa"],
    ["IPA", "ipa"],
    ["x-ipa", "ipa"],
    ["cmu-arpabet", "cmu-arpabet"],
    ["x-cmu-arpabet", "cmu-arpabet"],
    ["cmu", "cmu-arpabet"],
    ["x-arpabet", "cmu-arpabet"],
    [" arpabet ", "cmu-arpabet"],
    ["x-sampa", null],
    ["", null],
  ])("%j -> %j", (name, expected) => {
    expect(phonemeAlphabet(name)).toBe(expected);
  });
});

describe("unsafeTextReason", () => {
  it.each([
    ["plain", null],
    ["tab\tnew\nline\r", null],
    ["emoji 😀 and ünïcode", null],
    ["nul\u0000", "must not contain NUL characters"],
    ["bell\u0007", "must not contain control characters"],
    ["c1\u0085", "must not contain control characters"],
    ["del\u007f", "must not contain control characters"],
    ["lone high \ud83d", "must not contain lone UTF-16 surrogates"],
    ["\ud83d at start of pair missing", "must not contain lone UTF-16 surrogates"],
    ["lone low \ude00", "must not contain lone UTF-16 surrogates"],
  ])("%j -> %j", (value, expected) => {
    expect(unsafeTextReason(value)).toBe(expected);
  });
});

describe("rule lists", () => {
  const r = (s: string, alias: string) => ({ stringToReplace: s, alias });
  it.each([
    { existing: [], added: [r("a", "1")], expected: [r("a", "1")] },
    { existing: [r("a", "1"), r("b", "2")], added: [r("b", "3"), r("c", "4")], expected: [r("a", "1"), r("b", "3"), r("c", "4")] },
    { existing: [], added: [r("a", "1"), r("a", "2")], expected: [r("a", "2")] },
    { existing: [r("A", "1")], added: [r("a", "2")], expected: [r("A", "1"), r("a", "2")] },
  ])("merge $added into $existing", ({ existing, added, expected }) => {
    expect(mergeRules(existing, added)).toEqual(expected);
  });

  it("removes by exact string", () => {
    expect(removeRules([r("a", "1"), r("b", "2"), r("A", "3")], ["a", "zzz"])).toEqual([r("b", "2"), r("A", "3")]);
  });
});
