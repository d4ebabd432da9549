import { usePersistedState } from "#lib/use-persisted-state";
import { isDurationChoice, isPromptInfluence } from "../sound-duration";

const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

/** ElevenLabs' default prompt influence. */
export const DEFAULT_PROMPT_INFLUENCE = 0.3;

/**
 * The generate page's duration (null: Automatic), prompt influence and loop, restored from local
 * storage (`xi:sfx-duration`, `xi:sfx-prompt-influence`, `xi:sfx-loop`).
 */
export function useSoundSettings() {
  const [duration, setDuration] = usePersistedState<number | null>("sfx-duration", null, isDurationChoice);
  const [promptInfluence, setPromptInfluence] = usePersistedState<number>("sfx-prompt-influence", DEFAULT_PROMPT_INFLUENCE, isPromptInfluence);
  const [loop, setLoop] = usePersistedState<boolean>("sfx-loop", false, isBoolean);
  return { duration, setDuration, promptInfluence, setPromptInfluence, loop, setLoop };
}
