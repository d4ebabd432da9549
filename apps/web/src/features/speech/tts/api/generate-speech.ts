import type { PronunciationDictionaryLocator, ResolvedVoiceSettings, TextToSpeechRequest } from "@vocable/contract";
import { NULL_RESPONSE_BODY } from "@vocable/domain";
import { api } from "#lib/api";
import { UserFacingError } from "#lib/handle-error";

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

/** A generation's answer as its headers arrive: the audio to read as it is made, and what the headers say. */
export interface StreamedAnswer {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  historyItemId: string | null;
  requestId: string | null;
  characterCost: number | null;
}

export interface GeneratedSpeech extends StreamedAnswer {
  /** Phoneme rules in the text this voice can only approximate (the `pronunciation-approximated` header). */
  approximatedRules: string[];
}

/** The answer of a streamed generation (text to speech, text to dialogue) from its body and headers. */
export function streamedAnswer(audio: ReadableStream<Uint8Array> | null | undefined, response: Response): StreamedAnswer {
  if (!audio) throw new UserFacingError(NULL_RESPONSE_BODY);
  const cost = response.headers.get("character-cost");
  return {
    body: audio,
    contentType: response.headers.get("content-type") ?? "audio/mpeg",
    historyItemId: response.headers.get("history-item-id"),
    requestId: response.headers.get("request-id"),
    characterCost: cost === null ? null : Number(cost),
  };
}

/**
 * POST /v1/text-to-speech/{voice_id}/stream: resolves as soon as the headers arrive (errors before
 * any audio are still answered with a status), with the history item id and the body to read.
 * Aborting `signal` ends the request and the server stops generating.
 */
export async function generateSpeech(input: GenerateSpeechInput, signal?: AbortSignal): Promise<GeneratedSpeech> {
  const locators = input.pronunciationDictionaryLocators;
  const body: TextToSpeechRequest = { text: input.text, model_id: input.modelId, voice_settings: input.settings, pronunciation_dictionary_locators: locators?.length ? locators : undefined };
  const { data: audio, response } = await api.POST("/v1/text-to-speech/{voice_id}/stream", {
    params: { path: { voice_id: input.voiceId }, query: { output_format: TTS_OUTPUT_FORMAT } },
    body,
    headers: { Accept: "audio/mpeg" },
    signal,
    parseAs: "stream",
  });
  return {
    ...streamedAnswer(audio, response),
    approximatedRules: (response.headers.get("pronunciation-approximated") ?? "").split(",").filter(Boolean).map(decodeURIComponent),
  };
}
