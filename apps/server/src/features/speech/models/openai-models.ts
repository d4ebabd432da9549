import type { OpenAiModelList } from "@vocable/contract";
import type { SpeechService } from "@vocable/speech";

/** OpenAI's speech model ids that POST /v1/audio/speech answers (by the default model). */
export const OPENAI_SPEECH_MODEL_IDS = ["tts-1", "tts-1-hd", "gpt-4o-mini-tts"] as const;
/** OpenAI's transcription model ids that POST /v1/audio/transcriptions answers (by the best installed recogniser). */
export const OPENAI_TRANSCRIPTION_MODEL_IDS = ["whisper-1", "gpt-4o-transcribe", "gpt-4o-mini-transcribe"] as const;

/**
 * The models in OpenAI's list shape, for OpenAI clients' `models.list()`: the OpenAI speech ids,
 * the transcription ids when a recogniser is installed (without one they answer 503), then
 * Vocable's own text-to-speech models (audio.speech takes their ids too). `created` is a fixed date: Vocable's
 * models have no release time of their own.
 */
export function listOpenAiModels(speech: Pick<SpeechService, "models" | "engines">): OpenAiModelList {
  const created = 1_700_000_000;
  const entry = (id: string, owner: string) => ({ id, object: "model" as const, created, owned_by: owner });
  const transcription = speech.engines.can("speech_recognition") ? OPENAI_TRANSCRIPTION_MODEL_IDS : [];
  return {
    object: "list",
    data: [
      ...OPENAI_SPEECH_MODEL_IDS.map((id) => entry(id, "vocable")),
      ...transcription.map((id) => entry(id, "vocable")),
      ...speech.models().filter((model) => model.canDoTextToSpeech).map((model) => entry(model.modelId, "vocable")),
    ],
  };
}
