import { describe, expect, it } from "vitest";
import { DIALOGUE_MAX_LINES, dialogueCharacters, parseStoredDialogue } from "./dialogue";

describe("parseStoredDialogue", () => {
  const line = (text: string, voice_id = "v1") => ({ text, voice_id });
  it.each([
    ["nothing stored", null, []],
    ["not JSON", "{oops", []],
    ["not an array", JSON.stringify({ text: "a", voice_id: "v" }), []],
    ["a line of the wrong shape empties the list", JSON.stringify([line("Hi"), { text: 3, voice_id: "v" }]), []],
    ["a line without its voice empties the list", JSON.stringify([{ text: "Hi" }]), []],
    ["lines kept in order", JSON.stringify([line("Hi", "a"), line("Hello", "b")]), [line("Hi", "a"), line("Hello", "b")]],
    ["empty-text lines dropped", JSON.stringify([line(""), line("   "), line("Yes")]), [line("Yes")]],
  ] as const)("%s", (_name, stored, expected) => {
    expect(parseStoredDialogue(stored)).toEqual(expected);
  });

  it("keeps at most 50 lines", () => {
    const many = Array.from({ length: 60 }, (_, i) => line(`Line ${i}`));
    const kept = parseStoredDialogue(JSON.stringify(many));
    expect(kept).toHaveLength(DIALOGUE_MAX_LINES);
    expect(kept.at(-1)!.text).toBe("Line 49");
  });
});

describe("dialogueCharacters", () => {
  it("counts code points of every line", () => {
    expect(dialogueCharacters([{ text: "Hi 🙂" }, { text: "ok" }])).toBe(6);
  });
});
