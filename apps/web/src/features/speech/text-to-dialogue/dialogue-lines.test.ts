import { DIALOGUE_MAX_LINES, parseStoredDialogue } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import {
  dialogueBlocker,
  dialogueSubtitle,
  dialogueTitle,
  editorLines,
  newLine,
  nextLineVoice,
  spokenLines,
  storedLines,
  withLineAdded,
  withLineMoved,
  withLineRemoved,
} from "./dialogue-lines";

const texts = (lines: { text: string }[]) => lines.map((l) => l.text);

describe("editor lines and storage", () => {
  it("starts with one empty line when nothing valid is stored", () => {
    const lines = editorLines(parseStoredDialogue("{oops"));
    expect(storedLines(lines)).toEqual([{ text: "", voice_id: "" }]);
  });

  it("stores what it read back, in order", () => {
    const stored = [
      { text: "Hi", voice_id: "a" },
      { text: "Hello", voice_id: "b" },
    ];
    expect(parseStoredDialogue(JSON.stringify(storedLines(editorLines(stored))))).toEqual(stored);
  });
});

describe("editing", () => {
  const three = [newLine("a", "one"), newLine("b", "two"), newLine("a", "three")];

  it.each([
    ["no line", [], "a"],
    ["one line: its voice", [{ text: "", voice_id: "b" }], "b"],
    ["two lines: the voice two lines up", [{ text: "", voice_id: "b" }, { text: "", voice_id: "c" }], "b"],
    ["a line without its own voice: the page's", [{ text: "", voice_id: "" }], "a"],
  ])("the next line's voice (%s)", (_name, lines, expected) => {
    expect(nextLineVoice(lines, "a")).toBe(expected);
  });

  it("adds up to 50 lines", () => {
    let lines = [newLine("a")];
    for (let i = 0; i < 60; i += 1) lines = withLineAdded(lines, "a");
    expect(lines).toHaveLength(DIALOGUE_MAX_LINES);
  });

  it("keeps the last line when removing it", () => {
    const one = [newLine("a", "x")];
    expect(withLineRemoved(one, one[0].id)).toEqual(one);
    expect(texts(withLineRemoved(three, three[1].id))).toEqual(["one", "three"]);
  });

  it.each([
    [0, -1, ["one", "two", "three"]],
    [0, 1, ["two", "one", "three"]],
    [2, -1, ["one", "three", "two"]],
    [2, 1, ["one", "two", "three"]],
  ] as const)("moves line %i by %i", (index, delta, expected) => {
    expect(texts(withLineMoved(three, three[index].id, delta))).toEqual(expected);
  });
});

describe("dialogueBlocker", () => {
  const known = (id: string) => id !== "gone";
  it.each([
    ["no text", [{ text: " ", voice_id: "a" }], "empty"],
    ["over 3,000 characters", [{ text: "x".repeat(2000), voice_id: "a" }, { text: "y".repeat(1001), voice_id: "b" }], "too-long"],
    ["a voice the page does not know", [{ text: "Hi", voice_id: "a" }, { text: "Yo", voice_id: "gone" }], "no-voice"],
    ["eleven voices", Array.from({ length: 11 }, (_, i) => ({ text: "Hi", voice_id: `v${i}` })), "too-many-voices"],
  ])("%s", (_name, lines, kind) => {
    expect(dialogueBlocker(lines, "a", known)?.kind).toBe(kind);
  });

  it("says which line lacks its voice", () => {
    expect(dialogueBlocker([{ text: "Hi", voice_id: "a" }, { text: "Yo", voice_id: "gone" }], "a", known)?.message).toBe("Choose a voice for line 2.");
  });

  it("lets exactly 3,000 characters and an empty line without a voice through", () => {
    const lines = [{ text: "x".repeat(3000), voice_id: "" }, { text: "", voice_id: "gone" }];
    expect(dialogueBlocker(lines, "a", known)).toBeNull();
    expect(spokenLines(lines, "a")).toEqual([{ text: "x".repeat(3000), voice_id: "a" }]);
  });
});

describe("titles", () => {
  it("names a dialogue by its first line and its count", () => {
    expect(dialogueTitle([{ text: "  Hello\nthere " }])).toBe("Hello there");
    expect(dialogueTitle([{ text: "x".repeat(90) }])).toBe(`${"x".repeat(80)}…`);
    expect(dialogueSubtitle(1)).toBe("Dialogue · 1 line");
    expect(dialogueSubtitle(3)).toBe("Dialogue · 3 lines");
  });
});
