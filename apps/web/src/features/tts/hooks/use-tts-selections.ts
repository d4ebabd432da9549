import type { ResolvedVoiceSettings } from "@vocable/contract";
import { usePersistedState } from "../../../lib/use-persisted-state";
import { isStoredSettings } from "../voice-settings";

const isString = (value: unknown): value is string => typeof value === "string" && value !== "";
const isSettingsOrNull = (value: unknown): value is ResolvedVoiceSettings | null =>
  value === null || isStoredSettings(value);

/**
 * Model, voice and voice settings chosen on the text-to-speech page, restored from local storage
 * (`xi:tts-model`, `xi:tts-voice`, `xi:tts-settings`). Null settings mean "the server defaults".
 */
export function useTtsSelections() {
  const [modelId, setModelId] = usePersistedState<string>("tts-model", "", isString);
  const [voiceId, setVoiceId] = usePersistedState<string>("tts-voice", "", isString);
  const [settings, setSettings] = usePersistedState<ResolvedVoiceSettings | null>("tts-settings", null, isSettingsOrNull);
  return { modelId, setModelId, voiceId, setVoiceId, settings, setSettings };
}
