import { usePersistedState } from "#lib/use-persisted-state";
import { DEFAULT_STS_SETTINGS, STS_KEYS, isStoredBoolean, isStoredId, isStoredStsSettings, type StsSettings } from "../sts-selections";

/**
 * The voice changer's model, target voice, settings and noise switch, restored from local storage
 * (`xi:sts-*`, apart from the text-to-speech page's choices).
 */
export function useStsSelections() {
  const [modelId, setModelId] = usePersistedState<string>(STS_KEYS.model, "", isStoredId);
  const [voiceId, setVoiceId] = usePersistedState<string>(STS_KEYS.voice, "", isStoredId);
  const [settings, setSettings] = usePersistedState<StsSettings>(STS_KEYS.settings, DEFAULT_STS_SETTINGS, isStoredStsSettings);
  const [removeNoise, setRemoveNoise] = usePersistedState<boolean>(STS_KEYS.removeNoise, false, isStoredBoolean);
  return { modelId, setModelId, voiceId, setVoiceId, settings, setSettings, removeNoise, setRemoveNoise };
}
