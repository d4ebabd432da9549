import { describe, expect, it } from "vitest";
import { assScript } from "./ass-script";
import { pagesOf, PAGE_CHARACTERS, timedWords } from "./video-words";

/** An alignment of `text` with each character lasting 0.1 s. */
const alignmentOf = (text: string) => {
  const characters = Array.from(text);
  return { characters, character_start_times_seconds: characters.map((_, i) => i / 10), character_end_times_seconds: characters.map((_, i) => (i + 1) / 10) };
};

describe("timedWords", () => {
  it("times words from the alignment, and leaves bracketed tags out when asked", () => {
    const text = "[sighs] Hi there, [laughs]friend.";
    expect(timedWords(text, alignmentOf(text), 4, false).map((w) => w.text)).toEqual(["[sighs]", "Hi", "there,", "[laughs]friend."]);
    const words = timedWords(text, alignmentOf(text), 4, true);
    expect(words).toEqual([
      { text: "Hi", start: 0.8, end: 1 },
      { text: "there,", start: 1.1, end: 1.7 },
      { text: "friend.", start: 2.6, end: 3.3 },
    ]);
  });

  it("spreads words over the audio when the alignment does not match the text", () => {
    expect(timedWords("ab cd", null, 5, false)).toEqual([
      { text: "ab", start: 0, end: 2 },
      { text: "cd", start: 3, end: 5 },
    ]);
    expect(timedWords("ab cd", alignmentOf("other"), 5, false)[1]).toEqual({ text: "cd", start: 3, end: 5 });
  });

  it("maps an alignment whose entries hold surrogate pairs", () => {
    const alignment = { characters: ["😀", " ", "a"], character_start_times_seconds: [0, 1, 2], character_end_times_seconds: [1, 2, 3] };
    expect(timedWords("😀 a", alignment, 3, false)).toEqual([
      { text: "😀", start: 0, end: 1 },
      { text: "a", start: 2, end: 3 },
    ]);
  });
});

describe("pagesOf", () => {
  it("keeps pages under the limit and ends one after a sentence once half full", () => {
    const text = `${"word ".repeat(12)}end. ${"more ".repeat(40)}`.trim();
    const pages = pagesOf(timedWords(text, null, 10, false));
    for (const page of pages) expect(page.map((w) => w.text).join(" ").length).toBeLessThanOrEqual(PAGE_CHARACTERS);
    expect(pages[0]!.at(-1)!.text).toBe("end.");
    expect(pages.flat()).toHaveLength(53);
  });
});

describe("assScript", () => {
  it("names the voice, marks the product and fills each word as it is said, with braces and backslashes shown as text", () => {
    const text = "Say {this} a\\b.";
    const script = assScript({ words: timedWords(text, alignmentOf(text), 2, false), voiceName: "Ann {x}", durationSeconds: 2, theme: "dark", size: 720 });
    expect(script).toContain("Dialogue: 0,0:00:00.00,0:00:02.00,Voice,,0,0,0,,Ann (x)");
    expect(script).toContain("Dialogue: 0,0:00:00.00,0:00:02.00,Mark,,0,0,0,,Vocable");
    expect(script).toContain("Dialogue: 1,0:00:00.00,0:00:02.00,Text,,0,0,0,,{\\k0}{\\kf40}Say {\\kf70}(this) {\\kf40}a\u2216b.\n");
    expect(script).toContain("Style: Text,DejaVu Sans,42,&H00FFFFFF,&H007A7171");
  });
});
