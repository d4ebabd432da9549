import { parseStoredDialogue, storageKey, type DialogueLine } from "@vocable/domain";
import { useCallback, useState } from "react";
import { writeStored } from "#lib/local-storage";
import { editorLines, storedLines, type EditorLine } from "../dialogue-lines";

/** Where the dialogue is kept (`xi:tts-dialogue`). */
const DIALOGUE_KEY = "tts-dialogue";

/** The stored dialogue read by the spec's rules (the domain's parseStoredDialogue): invalid → none. */
function readStoredDialogue(): DialogueLine[] {
  try {
    return parseStoredDialogue(window.localStorage.getItem(storageKey(DIALOGUE_KEY)));
  } catch {
    // Storage disabled: nothing to restore.
    return [];
  }
}

/**
 * The dialogue's lines (spec voices §4 "Persisted selections", §5): restored from local storage
 * (one empty line when nothing valid is kept), written back as `[{text, voice_id}]` on every
 * change; sign-out wipes it with the rest of `xi:`.
 */
export function useDialogueLines() {
  const [lines, setLines] = useState<EditorLine[]>(() => editorLines(readStoredDialogue()));
  const update = useCallback((next: EditorLine[]) => {
    setLines(next);
    writeStored(DIALOGUE_KEY, storedLines(next));
  }, []);
  return [lines, update] as const;
}

/** Keeps `lines` as the page's dialogue (a dialogue history item's "Use these settings"). */
export function rememberDialogue(lines: readonly DialogueLine[]): void {
  writeStored(DIALOGUE_KEY, lines.map(({ text, voice_id }) => ({ text, voice_id })));
}
