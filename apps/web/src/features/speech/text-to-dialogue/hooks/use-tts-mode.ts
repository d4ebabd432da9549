import { writeStored } from "#lib/local-storage";
import { usePersistedState } from "#lib/use-persisted-state";

/** What the text-to-speech page's text box takes: one text in one voice, or a dialogue's lines. */
export type TtsMode = "text" | "dialogue";

const MODE_KEY = "tts-mode";
const isMode = (value: unknown): value is TtsMode => value === "text" || value === "dialogue";

/** The text-to-speech page's mode, restored from local storage (`xi:tts-mode`); Text at first. */
export function useTtsMode() {
  return usePersistedState<TtsMode>(MODE_KEY, "text", isMode);
}

/** Opens the page in `mode` next time (a history item's "Use these settings"). */
export function rememberTtsMode(mode: TtsMode): void {
  writeStored(MODE_KEY, mode);
}
