import { describe, expect, it } from "vitest";
import { hasBracketedSegment, shareVideoProgress, stripBracketedTags } from "./share-video";

describe("shareVideoProgress", () => {
  it.each([
    [0, 10, 0],
    [650, 10, 50],
    [1299, 10, 99],
    [1300, 10, 100],
    [60_000, 10, 100],
    [130, 0, 100],
    [-5, 10, 0],
  ])("%i ms for %i characters → %i %%", (elapsed, characters, percent) => {
    expect(shareVideoProgress(elapsed, characters)).toBe(percent);
  });
});

describe("bracketed tags", () => {
  it.each([
    ["Hello there", false, "Hello there"],
    ["[whispers] Hello [laughs] there.", true, "Hello there."],
    ["Wait [pause], then go [sighs]!", true, "Wait, then go!"],
    ["Line one [x]\n[y] line two", true, "Line one\nline two"],
    ["An open [bracket only", false, "An open [bracket only"],
    ["Nested [a [b] c]", true, "Nested [a c]"],
  ])("%j", (text, has, stripped) => {
    expect(hasBracketedSegment(text)).toBe(has);
    expect(stripBracketedTags(text)).toBe(stripped);
  });
});
