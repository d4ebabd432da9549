import { describe, expect, it } from "vitest";
import { SHORTCUTS, shortcutFor, type KeyChord } from "./editor-shortcuts";

const chord = (code: string, mods: Partial<KeyChord> = {}): KeyChord => ({ code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

describe("shortcutFor", () => {
  it.each([
    [chord("Space", { ctrlKey: true }), "playPause"],
    [chord("Space", { metaKey: true }), "playPause"],
    [chord("KeyK", { altKey: true }), "playPause"],
    [chord("KeyJ", { altKey: true }), "back"],
    [chord("KeyL", { altKey: true }), "forward"],
    [chord("ArrowDown", { altKey: true }), "nextSegment"],
    [chord("ArrowUp", { altKey: true }), "previousSegment"],
    [chord("Enter", { altKey: true }), "playSegment"],
    [chord("Enter", { ctrlKey: true }), "split"],
    [chord("NumpadEnter", { metaKey: true }), "split"],
    [chord("KeyM", { altKey: true }), "merge"],
    [chord("KeyS", { ctrlKey: true }), "save"],
  ])("%o is %s", (keys, action) => {
    expect(shortcutFor(keys)).toBe(action);
  });

  it.each([
    ["plain typing", chord("KeyK")],
    ["a space", chord("Space")],
    ["Enter (a new line)", chord("Enter")],
    ["Shift+Enter", chord("Enter", { shiftKey: true })],
    ["Ctrl+Alt (AltGr on Windows)", chord("KeyK", { ctrlKey: true, altKey: true })],
    ["Alt+Left (word moves on a Mac)", chord("ArrowLeft", { altKey: true })],
    ["Ctrl+K", chord("KeyK", { ctrlKey: true })],
  ])("leaves %s alone", (_what, keys) => {
    expect(shortcutFor(keys)).toBeNull();
  });

  it("documents every action once", () => {
    expect(new Set(SHORTCUTS.map((s) => s.action)).size).toBe(SHORTCUTS.length);
  });
});
