import { describe, expect, it } from "vitest";
import { splitForStreaming, splitSentences } from "./split-text";

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
