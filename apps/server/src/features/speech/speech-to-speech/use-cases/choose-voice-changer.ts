import { ELEVENLABS_STS_MODEL_IDS, VOICE_CHANGER_MODEL_ID, type EngineRegistry, type RegisteredEngine } from "@vocable/speech";
import { AppError } from "#platform/errors";
import type { SpeakingVoice } from "#features/voices/voices/use-cases/resolve-speaking-voice";

type VoiceChanger = RegisteredEngine & Required<Pick<RegisteredEngine, "convertVoice">>;

/** The engine that converts, and the model id the history item records. */
export interface ChosenVoiceChanger {
  engine: VoiceChanger;
  modelId: string;
}

const changes = (engine: RegisteredEngine | undefined): engine is VoiceChanger => engine?.convertVoice !== undefined;

/**
 * Which engine converts into `voice`, by `model_id`:
 * - a voice of an engine that converts itself (an ElevenLabs-compatible upstream) is converted
 *   there, with that engine's own voice id;
 * - none, or an ElevenLabs speech-to-speech id: the best installed voice changer;
 * - `vocable_voice_changer`: the embedded one (not for a voice-conversion server's model, which
 *   only its engine converts into); an engine's id: that engine.
 * Anything else is 400 naming the models that can; no engine at all is 503.
 */
export function chooseVoiceChanger(registry: EngineRegistry, voice: SpeakingVoice, modelId: string | undefined): ChosenVoiceChanger {
  const embedded = registry.list().find((e): e is VoiceChanger => e.kind === "embedded" && changes(e));
  // The engine the voice belongs to: a workspace voice's (cloned with an engine), or a catalogue voice's.
  const engineId = voice.engineId ?? voice.catalogueVoice?.engine;
  const voiceEngine = engineId !== undefined ? registry.get(engineId) : undefined;
  const best = changes(voiceEngine) ? voiceEngine : (embedded ?? registry.voiceChanger());
  if (!best) {
    throw new AppError(
      "no_voice_conversion_engine",
      503,
      "No voice-conversion engine is installed on this server: the built-in voice changer needs a speech recogniser for the audio's language (PocketSphinx for English). Nothing was charged.",
    );
  }
  const modelOf = (engine: VoiceChanger) => (engine === embedded ? VOICE_CHANGER_MODEL_ID : engine.id);
  if (modelId === undefined || ELEVENLABS_STS_MODEL_IDS.includes(modelId)) return { engine: best, modelId: modelId ?? modelOf(best) };
  const named = modelId === VOICE_CHANGER_MODEL_ID ? embedded : registry.get(modelId);
  if (!changes(named)) {
    const can = [...new Set([...(embedded ? [VOICE_CHANGER_MODEL_ID] : []), ...registry.withCapability("voice_conversion").filter(changes).filter((e) => e !== embedded).map((e) => e.id), ...ELEVENLABS_STS_MODEL_IDS])];
    throw new AppError("model_not_found", 400, `The model ${modelId} cannot do speech to speech. Models that can (can_do_voice_conversion in GET /v1/models): ${can.join(", ")}.`);
  }
  if (named === embedded && voiceEngine?.conversionVoices) {
    throw new AppError("invalid_model", 400, `${voice.name} is a voice model of the engine ${voiceEngine.id}, which alone converts into it: use model_id ${voiceEngine.id}, or leave model_id out.`);
  }
  if (named !== embedded && voiceEngine !== named) {
    throw new AppError("invalid_model", 400, `The model ${modelId} converts only into its own voices, and ${voice.name} is not one of them. Choose one of its voices, or leave model_id out.`);
  }
  return { engine: named, modelId };
}
