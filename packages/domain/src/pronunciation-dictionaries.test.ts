import { describe, expect, it } from "vitest";
import { mergeRules, phonemeAlphabet, removeRules } from "./pronunciation-dictionaries";

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
