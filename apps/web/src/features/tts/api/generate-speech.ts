import type { PronunciationDictionaryLocator, ResolvedVoiceSettings, TextToSpeechRequest } from "@vocable/contract";
import { apiRequest } from "../../../lib/api-client";

/** Output format the app asks for (mp3 plays everywhere). */
export const TTS_OUTPUT_FORMAT = "mp3_44100_128";

export interface GenerateSpeechInput {
  voiceId: string;
  text: string;
  modelId: string;
  settings: ResolvedVoiceSettings;
  /** Chosen dictionaries; none: the server applies the workspace's defaults. */
  pronunciationDictionaryLocators?: PronunciationDictionaryLocator[];
}

export interface GeneratedSpeech {
  audio: Blob;
  historyItemId: string | null;
  requestId: string | null;
  characterCost: number | null;
}

/** POST /v1/text-to-speech/{voice_id}: the audio plus the history item id from the headers. */
export async function generateSpeech(input: GenerateSpeechInput): Promise<GeneratedSpeech> {
  const locators = input.pronunciationDictionaryLocators;
  const body: TextToSpeechRequest = { text: input.text, model_id: input.modelId, voice_settings: input.settings, pronunciation_dictionary_locators: locators?.length ? locators : undefined };
  const response = await apiRequest(`/v1/text-to-speech/${encodeURIComponent(input.voiceId)}`, {
    method: "POST",
    query: { output_format: TTS_OUTPUT_FORMAT },
    json: body,
    headers: { Accept: "audio/mpeg" },
  });
  const cost = response.headers.get("character-cost");
  return {
    audio: await response.blob(),
    historyItemId: response.headers.get("history-item-id"),
    requestId: response.headers.get("request-id"),
    characterCost: cost === null ? null : Number(cost),
  };
}
