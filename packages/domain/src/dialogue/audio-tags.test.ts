import { describe, expect, it } from "vitest";
import { parseAudioTags, textWithoutAudioTags } from "./audio-tags";

/** The parts as `text` strings and `[name]` markers, each with the original characters it covers. */
function shape(text: string): string[] {
  return parseAudioTags(text).map((part) => {
    const covered = JSON.stringify(text.slice(part.start, part.end));
    return part.kind === "text" ? `text ${covered}` : `tag ${part.name} ${covered}`;
  });
}

describe("parseAudioTags", () => {
  it.each([
    ["no tag", "Hello there.", ['text "Hello there."'], "Hello there."],
    ["empty text", "", [], ""],
    ["a tag between words keeps one space", "Hello [laughs] there", ['text "Hello "', 'tag laughs "[laughs] "', 'text "there"'], "Hello there"],
    ["whitespace on both sides merged", "Hi   [sighs]   you", ['text "Hi "', 'tag sighs "  [sighs]   "', 'text "you"'], "Hi you"],
    ["a leading tag takes the space after it", "[whispers] Come closer.", ['tag whispers "[whispers] "', 'text "Come closer."'], "Come closer."],
    ["a trailing tag takes the space before it", "Fine. [sighs]", ['text "Fine."', 'tag sighs " [sighs]"'], "Fine."],
    ["no whitespace: none added", "Hi[laughs]you", ['text "Hi"', 'tag laughs "[laughs]"', 'text "you"'], "Hiyou"],
    ["space only after the tag: kept before the next word", "Hi[laughs] you", ['text "Hi"', 'tag laughs "[laughs]"', 'text " you"'], "Hi you"],
    ["tags side by side", "Hi [a] [b] you", ['text "Hi "', 'tag a "[a] "', 'tag b "[b] "', 'text "you"'], "Hi you"],
    ["nested brackets kept inside", "So [excited [very]] yes", ['text "So "', 'tag excited [very] "[excited [very]] "', 'text "yes"'], "So yes"],
    ["name trimmed, lower-cased, spaces collapsed", "[  Short   PAUSE ]Go", ['tag short pause "[  Short   PAUSE ]"', 'text "Go"'], "Go"],
    ["an unclosed bracket at a line break is text", "Say [this\nnow]", ['text "Say [this\\nnow]"'], "Say [this\nnow]"],
    ["a line break is not merged", "Hi [laughs]\nYou", ['text "Hi"', 'tag laughs " [laughs]"', 'text "\\nYou"'], "Hi\nYou"],
    ["an unclosed bracket, then a tag", "a [b [pause] c", ['text "a [b "', 'tag pause "[pause] "', 'text "c"'], "a [b c"],
    ["a blank pair of brackets is text", "a [ ] b", ['text "a [ ] b"'], "a [ ] b"],
    ["a stray closing bracket is text", "a ] b [pause]", ['text "a ] b"', 'tag pause " [pause]"'], "a ] b"],
  ] as const)("%s", (_name, text, parts, spoken) => {
    expect(shape(text)).toEqual(parts);
    expect(textWithoutAudioTags(text)).toBe(spoken);
  });

  it("covers every character once, in order", () => {
    const text = "  [pause] One [whispers] two [x [y]]\n[sighs] three [";
    const parts = parseAudioTags(text);
    expect(parts.map((p) => text.slice(p.start, p.end)).join("")).toBe(text);
    parts.forEach((p, i) => expect(p.start).toBe(i === 0 ? 0 : parts[i - 1].end));
  });

  it("keeps the tag as written", () => {
    expect(parseAudioTags("x [Laughs Hard] y")[1]).toMatchObject({ kind: "tag", name: "laughs hard", raw: "[Laughs Hard]" });
  });
});
