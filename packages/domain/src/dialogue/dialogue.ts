/**
 * Text to dialogue (spec voices §5, §9): lines each spoken by its voice. The page keeps its lines in
 * local storage by these rules; the API refuses more than the same limits.
 */

/** Lines of a dialogue (spec §9: 50). */
export const DIALOGUE_MAX_LINES = 50;
/** Characters of a dialogue's lines together (spec §9: 3000). */
export const DIALOGUE_MAX_CHARACTERS = 3000;
/** Distinct voices of one dialogue (the SDK's documented limit: 10). */
export const DIALOGUE_MAX_VOICES = 10;
/** The pause between two lines, in seconds: a turn in a conversation, not a run-on. */
export const DIALOGUE_PAUSE_SECONDS = 0.35;

/** One line: its text and the voice that speaks it. */
export interface DialogueLine {
  text: string;
  voice_id: string;
}

/**
 * The dialogue kept in local storage, read back (spec §5 "Persisted selections"): an array of
 * `{text, voice_id}` strings, else an empty list (anything unparseable or of another shape);
 * lines with empty text are dropped; at most 50 lines are kept.
 */
export function parseStoredDialogue(stored: string | null): DialogueLine[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines: DialogueLine[] = [];
  for (const item of value) {
    if (typeof item !== "object" || item === null) return [];
    const { text, voice_id } = item as Record<string, unknown>;
    if (typeof text !== "string" || typeof voice_id !== "string") return [];
    if (text.trim()) lines.push({ text, voice_id });
  }
  return lines.slice(0, DIALOGUE_MAX_LINES);
}

/** The dialogue's characters together (code points, as the quota counts). */
export function dialogueCharacters(lines: readonly Pick<DialogueLine, "text">[]): number {
  return lines.reduce((n, line) => n + [...line.text].length, 0);
}
