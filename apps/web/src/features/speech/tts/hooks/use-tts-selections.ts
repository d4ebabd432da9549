import type { ResolvedVoiceSettings } from "@vocable/contract";
import { writeStored } from "#lib/local-storage";
import { usePersistedState } from "#lib/use-persisted-state";
import { isStoredSettings } from "../voice-settings";

const isString = (value: unknown): value is string => typeof value === "string" && value !== "";
const isSettingsOrNull = (value: unknown): value is ResolvedVoiceSettings | null =>
  value === null || isStoredSettings(value);

/** Where the chosen voice is kept (`xi:tts-voice`). */
const VOICE_KEY = "tts-voice";

/** Chooses the voice the text-to-speech page opens with next (a voice page's "Use"). */
export function rememberTtsVoice(voiceId: string): void {
  writeStored(VOICE_KEY, voiceId);
}

/**
 * Model, voice and voice settings chosen on the text-to-speech page, restored from local storage
 * (`xi:tts-model`, `xi:tts-voice`, `xi:tts-settings`). Null settings mean "the server defaults".
 */
export function useTtsSelections() {
  const [modelId, setModelId] = usePersistedState<string>("tts-model", "", isString);
  const [voiceId, setVoiceId] = usePersistedState<string>(VOICE_KEY, "", isString);
  const [settings, setSettings] = usePersistedState<ResolvedVoiceSettings | null>("tts-settings", null, isSettingsOrNull);
  return { modelId, setModelId, voiceId, setVoiceId, settings, setSettings };
}
