import type { RegisteredEngine } from "../engines/engine-registry";
import type { CatalogueVoice } from "../voices/voice-catalogue";
import type { SpeechModel } from "./speech-models";

/** What one request may hold for an engine model (the embedded multilingual model's limit). */
const ENGINE_MODEL_MAX_CHARACTERS = 10_000;

/**
 * The model of an engine with a synthesizer (a remote server, a local neural model), as GET
 * /v1/models lists it: its id is the engine's, its description the engine's own honest one, its
 * languages those of the voices it listed. The voice decides the engine a request speaks
 * through; the model id is recorded with the item.
 */
export function engineModel(engine: RegisteredEngine, voices: readonly CatalogueVoice[]): SpeechModel {
  const names = new Intl.DisplayNames(["en"], { type: "language" });
  const ids = [...new Set([...voices.map((v) => v.language), ...(voices.length ? [] : engine.languages)])];
  return Object.freeze({
    modelId: engine.id,
    name: engine.name,
    description: engine.description,
    languages: ids.map((id) => ({ language_id: id, name: names.of(id) ?? id })).sort((a, b) => a.name.localeCompare(b.name)),
    maxCharacters: ENGINE_MODEL_MAX_CHARACTERS,
    canDoTextToSpeech: true,
    // An ElevenLabs-compatible upstream offering speech to speech converts into its voices too.
    canDoVoiceConversion: engine.convertVoice !== undefined,
    canUseStyle: engine.synthesizer?.parameters?.includes("style") === true,
    canUseSpeakerBoost: engine.synthesizer?.parameters?.includes("use_speaker_boost") === true,
    readsAudioTags: engine.synthesizer?.readsAudioTags === true,
    servesAliases: [],
  });
}
