import type { ResolvedVoiceSettings } from "@vocable/contract";
import { writeStored } from "#lib/local-storage";
import { usePersistedState } from "#lib/use-persisted-state";
import { isStoredSettings } from "../voice-settings";

const isString = (value: unknown): value is string => typeof value === "string" && value !== "";
const isSettingsOrNull = (value: unknown): value is ResolvedVoiceSettings | null =>
  value === null || isStoredSettings(value);

/** Where the choices are kept (`xi:tts-voice`, `xi:tts-model`, `xi:tts-settings`). */
const VOICE_KEY = "tts-voice";
const MODEL_KEY = "tts-model";
const SETTINGS_KEY = "tts-settings";

/** Chooses the voice the text-to-speech page opens with next (a voice page's "Use"). */
export function rememberTtsVoice(voiceId: string): void {
  writeStored(VOICE_KEY, voiceId);
}

/**
 * Chooses the voice, model and settings the text-to-speech page opens with next (a history item's
 * "Use these settings"); settings out of the sliders' ranges fall back to the server defaults.
 */
export function rememberTtsSelections(choice: { voiceId: string; modelId: string; settings: ResolvedVoiceSettings }): void {
  writeStored(VOICE_KEY, choice.voiceId);
  writeStored(MODEL_KEY, choice.modelId);
  writeStored(SETTINGS_KEY, isStoredSettings(choice.settings) ? choice.settings : null);
}

/**
 * Model, voice and voice settings chosen on the text-to-speech page, restored from local storage
 * (`xi:tts-model`, `xi:tts-voice`, `xi:tts-settings`). Null settings mean "the server defaults".
 */
export function useTtsSelections() {
  const [modelId, setModelId] = usePersistedState<string>(MODEL_KEY, "", isString);
  const [voiceId, setVoiceId] = usePersistedState<string>(VOICE_KEY, "", isString);
  const [settings, setSettings] = usePersistedState<ResolvedVoiceSettings | null>(SETTINGS_KEY, null, isSettingsOrNull);
  return { modelId, setModelId, voiceId, setVoiceId, settings, setSettings };
}
