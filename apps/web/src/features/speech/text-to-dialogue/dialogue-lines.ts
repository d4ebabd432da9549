import {
  DIALOGUE_MAX_CHARACTERS,
  DIALOGUE_MAX_LINES,
  DIALOGUE_MAX_VOICES,
  dialogueCharacters,
  formatInteger,
  type DialogueLine,
} from "@vocable/domain";

/**
 * The dialogue editor's lines (spec voices §5, §9): what is stored is the domain's
 * `{text, voice_id}`; in the editor each line also has an id, so React keeps a moved line's
 * elements (and focus) with it. A line whose voice_id is "" speaks with the page's voice.
 */
export interface EditorLine extends DialogueLine {
  id: string;
}

let counter = 0;

/** A new line (a fresh id). */
export function newLine(voiceId: string, text = ""): EditorLine {
  counter += 1;
  return { id: `line-${counter}`, text, voice_id: voiceId };
}

/** The stored lines in the editor; none (nothing stored, or invalid) gives one empty line to start with. */
export function editorLines(stored: readonly DialogueLine[]): EditorLine[] {
  return stored.length > 0 ? stored.map((line) => newLine(line.voice_id, line.text)) : [newLine("")];
}

/** What local storage keeps: `[{text, voice_id}]`, in order. */
export function storedLines(lines: readonly EditorLine[]): DialogueLine[] {
  return lines.map(({ text, voice_id }) => ({ text, voice_id }));
}

/** The voice a line speaks with: its own, else the page's. */
export const lineVoice = (line: DialogueLine, fallbackVoiceId: string) => line.voice_id || fallbackVoiceId;

/** The voice of a new last line: turns alternate, so the voice two lines up, else the last line's, else the page's. */
export function nextLineVoice(lines: readonly DialogueLine[], fallbackVoiceId: string): string {
  const source = lines.at(-2) ?? lines.at(-1);
  return source ? lineVoice(source, fallbackVoiceId) : fallbackVoiceId;
}

/** One more line at the end (no change at the limit of 50). */
export function withLineAdded(lines: readonly EditorLine[], fallbackVoiceId: string): EditorLine[] {
  if (lines.length >= DIALOGUE_MAX_LINES) return [...lines];
  return [...lines, newLine(nextLineVoice(lines, fallbackVoiceId))];
}

/** Without the line (the last one left is kept: the editor always has a line). */
export function withLineRemoved(lines: readonly EditorLine[], id: string): EditorLine[] {
  if (lines.length <= 1) return [...lines];
  return lines.filter((line) => line.id !== id);
}

/** The line moved one place up (-1) or down (+1); unchanged at either end. */
export function withLineMoved(lines: readonly EditorLine[], id: string, delta: -1 | 1): EditorLine[] {
  const from = lines.findIndex((line) => line.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= lines.length) return [...lines];
  const next = [...lines];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** The line with its text or voice changed. */
export function withLineChanged(lines: readonly EditorLine[], id: string, patch: Partial<DialogueLine>): EditorLine[] {
  return lines.map((line) => (line.id === id ? { ...line, ...patch } : line));
}

/** The lines to send: those with text, each with the voice it speaks with. */
export function spokenLines(lines: readonly DialogueLine[], fallbackVoiceId: string): DialogueLine[] {
  return lines.filter((line) => line.text.trim() !== "").map((line) => ({ text: line.text, voice_id: lineVoice(line, fallbackVoiceId) }));
}

/** Why Generate is off; `empty` (nothing written yet) is not worth a message on the page. */
export type DialogueBlocker = { kind: "empty" | "too-long" | "no-voice" | "too-many-voices"; message: string };

/**
 * Whether the dialogue can be generated: a line with text, at most 3,000 characters, every line
 * with text has a voice the page knows, at most 10 voices (the API's limits, said before asking).
 */
export function dialogueBlocker(lines: readonly DialogueLine[], fallbackVoiceId: string, knownVoice: (voiceId: string) => boolean): DialogueBlocker | null {
  const spoken = spokenLines(lines, fallbackVoiceId);
  if (spoken.length === 0) return { kind: "empty", message: "Write at least one line." };
  if (dialogueCharacters(lines) > DIALOGUE_MAX_CHARACTERS) {
    return { kind: "too-long", message: `A dialogue holds at most ${formatInteger(DIALOGUE_MAX_CHARACTERS)} characters in all.` };
  }
  const missing = lines.findIndex((line) => line.text.trim() !== "" && !knownVoice(lineVoice(line, fallbackVoiceId)));
  if (missing >= 0) return { kind: "no-voice", message: `Choose a voice for line ${missing + 1}.` };
  if (new Set(spoken.map((line) => line.voice_id)).size > DIALOGUE_MAX_VOICES) {
    return { kind: "too-many-voices", message: `A dialogue uses at most ${DIALOGUE_MAX_VOICES} voices.` };
  }
  return null;
}

/** The player's and the history's subtitle of a dialogue: "Dialogue · 3 lines". */
export function dialogueSubtitle(lineCount: number): string {
  return `Dialogue · ${formatInteger(lineCount)} ${lineCount === 1 ? "line" : "lines"}`;
}

/** A title from a line's text: one line, at most 80 characters. */
export function dialogueTitle(lines: readonly Pick<DialogueLine, "text">[]): string {
  const oneLine = (lines[0]?.text ?? "").replace(/\s+/g, " ").trim();
  return oneLine.length > 80 ? `${oneLine.slice(0, 80)}…` : oneLine;
}
