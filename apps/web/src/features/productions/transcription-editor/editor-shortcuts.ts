/**
 * The editor's keyboard shortcuts: chords that type nothing in a text box (Ctrl with Space or
 * Enter or S, Alt with a letter or an arrow), matched by the key's place (`code`), so they work in
 * every keyboard layout and do not insert the character Alt makes on a Mac.
 */

export type ShortcutAction = "playPause" | "back" | "forward" | "nextSegment" | "previousSegment" | "split" | "merge" | "playSegment" | "save";

export interface Shortcut {
  action: ShortcutAction;
  /** How the help box writes the keys. */
  keys: string[];
  description: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: "playPause", keys: ["Ctrl+Space", "Alt+K"], description: "Play or pause" },
  { action: "back", keys: ["Alt+J"], description: "Back 2 seconds" },
  { action: "forward", keys: ["Alt+L"], description: "Forward 2 seconds" },
  { action: "nextSegment", keys: ["Alt+↓"], description: "Next segment (its text, and the player there)" },
  { action: "previousSegment", keys: ["Alt+↑"], description: "Previous segment" },
  { action: "playSegment", keys: ["Alt+Enter"], description: "Play the segment from its start" },
  { action: "split", keys: ["Ctrl+Enter"], description: "Split the segment at the text cursor" },
  { action: "merge", keys: ["Alt+M"], description: "Merge the segment with the next" },
  { action: "save", keys: ["Ctrl+S"], description: "Save now" },
];

/** Seconds Alt+J and Alt+L move the player. */
export const SKIP_SECONDS = 2;

export interface KeyChord {
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const ALT_KEYS: Readonly<Record<string, ShortcutAction>> = {
  KeyK: "playPause",
  KeyJ: "back",
  KeyL: "forward",
  ArrowDown: "nextSegment",
  ArrowUp: "previousSegment",
  Enter: "playSegment",
  NumpadEnter: "playSegment",
  KeyM: "merge",
};

const CTRL_KEYS: Readonly<Record<string, ShortcutAction>> = {
  Space: "playPause",
  Enter: "split",
  NumpadEnter: "split",
  KeyS: "save",
};

/** The action of a key press, or null for ordinary typing (Cmd counts as Ctrl, for Mac users). */
export function shortcutFor(chord: KeyChord): ShortcutAction | null {
  if (chord.shiftKey) return null;
  const ctrl = chord.ctrlKey || chord.metaKey;
  if (chord.altKey && !ctrl) return ALT_KEYS[chord.code] ?? null;
  if (ctrl && !chord.altKey) return CTRL_KEYS[chord.code] ?? null;
  return null;
}
