import { describe, expect, it } from "vitest";
import { MAX_PIECE_CHARS, MAX_PIECE_SECONDS, splitForStreaming, splitSentences } from "./split-text";
import { estimateSpokenSeconds } from "./spoken-length";

const SAMPLES = [
  "The quick brown fox jumps over the lazy dog. Dr. Smith paid $3.50 for 12 apples on Jan 5th, 2024! Is it done?",
  "Hello, world! How are you?\n\nI'm fine…  Thanks.   ",
  "你好。世界！这是一个测试？好的",
  "   leading and trailing   ",
  "e.g. this, i.e. that. J. R. R. Tolkien wrote books.",
  "No terminator at all but a rather long sentence that goes on and on without stopping for breath, " +
    "because some people write like that, in one enormous run-on piece of text that never seems to end, " +
    "and yet we must still speak it aloud in reasonable pieces so that the listener hears something quickly " +
    "and the worker never holds a gigantic job for a long time while others wait in the queue behind it",
  "\n\n\n",
  "",
];

describe("splitSentences", () => {
  it("splits at sentence ends and keeps separators attached", () => {
    expect(splitSentences("One. Two! Three? Four")).toEqual(["One. ", "Two! ", "Three? ", "Four"]);
    expect(splitSentences("Line one\nLine two")).toEqual(["Line one\n", "Line two"]);
    expect(splitSentences("你好。世界！")).toEqual(["你好。", "世界！"]);
  });

  it("does not split numbers, abbreviations or initials", () => {
    expect(splitSentences("Pay $3.50 to Dr. Smith and J. Doe today. Then go.")).toEqual([
      "Pay $3.50 to Dr. Smith and J. Doe today. ",
      "Then go.",
    ]);
  });
});

describe("splitForStreaming", () => {
  it.each(SAMPLES.map((s) => [JSON.stringify(s).slice(0, 40), s]))("covers the text exactly: %s", (_, text) => {
    const pieces = splitForStreaming(text);
    expect(pieces.join("")).toBe(text);
    for (const piece of pieces) expect(piece.length).toBeGreaterThan(0);
    for (const piece of pieces.slice(1)) expect(piece.trim().length).toBeGreaterThan(0);
  });

  const graphemeBoundaries = (text: string) =>
    new Set([...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((s) => s.index).concat(text.length));
  const url = "https://example.com/" + Array.from({ length: 500 }, (_, i) => `segment${i}`).join("/").slice(0, 4980);
  const UNBROKEN: [string, string][] = [
    ["4,000 digits", "9".repeat(4000)],
    ["10,000 ampersands", "&".repeat(10000)],
    ["a 5,000-character URL", url],
    ["5,000 letters", "a".repeat(5000)],
    ["emoji with skin tones and flags", "👍🏽🇫🇷👨‍👩‍👧".repeat(400)],
    ["letters with combining accents", "e\u0301".repeat(3000)],
    ["CJK without punctuation", "你好世界".repeat(500)],
    ["10,000 spaces after a word", "Hello" + " ".repeat(10000) + "world."],
    ["digits in groups of five", "12345 ".repeat(800)],
    ["a long sentence then a run", "Pay now. " + "#".repeat(3000) + " Then go."],
  ];

  it.each(UNBROKEN)("bounds every piece of %s and covers the text exactly", (_, text) => {
    const pieces = splitForStreaming(text);
    expect(pieces.join("")).toBe(text);
    const boundaries = graphemeBoundaries(text);
    let at = 0;
    for (const piece of pieces) {
      expect(piece.length).toBeGreaterThan(0);
      expect(piece.length).toBeLessThanOrEqual(MAX_PIECE_CHARS);
      expect(estimateSpokenSeconds(piece)).toBeLessThanOrEqual(MAX_PIECE_SECONDS);
      at += piece.length;
      expect(boundaries.has(at)).toBe(true); // never inside a surrogate pair or a grapheme cluster
    }
  });

  it("cuts unbroken runs into many pieces, bounded by expected audio before characters", () => {
    // A digit takes about two syllables: 4,000 digits are far more audio than 4,000 letters.
    expect(splitForStreaming("9".repeat(4000)).length).toBeGreaterThan(4000 / MAX_PIECE_CHARS * 2);
    expect(Math.max(...splitForStreaming("9".repeat(4000)).map((p) => p.length))).toBeLessThan(50);
    // A URL is cut after a slash, not inside a path segment.
    for (const piece of splitForStreaming(url).slice(0, -1)) expect(piece.endsWith("/")).toBe(true);
  });

  it("makes the first piece short: the first clause or first few words", () => {
    expect(splitForStreaming("Well, that is a longer sentence than the first piece needs.")[0]).toBe("Well, ");
    expect(splitForStreaming("The quick brown fox jumps over the lazy dog.")[0]).toBe("The quick brown fox ");
    expect(splitForStreaming("Short one. Then more.")[0]).toBe("Short one. ");
  });

  it("cuts very long sentences into pieces of at most ~280 characters", () => {
    const pieces = splitForStreaming(SAMPLES[5]);
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(280);
  });
});
