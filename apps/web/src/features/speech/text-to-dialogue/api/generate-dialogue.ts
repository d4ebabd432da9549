import type { PronunciationDictionaryLocator, TextToDialogueRequest } from "@vocable/contract";
import type { DialogueLine } from "@vocable/domain";
import { api } from "#lib/api";
import { TTS_OUTPUT_FORMAT, streamedAnswer, type StreamedAnswer } from "#features/speech/tts/api/generate-speech";

export interface GenerateDialogueInput {
  /** The lines to speak (each with text), in order. */
  inputs: DialogueLine[];
  modelId?: string;
  /** Chosen dictionaries; none: the server applies the workspace's defaults. */
  pronunciationDictionaryLocators?: PronunciationDictionaryLocator[];
}

/**
 * POST /v1/text-to-dialogue/stream: resolves as soon as the headers arrive (a refusal before any
 * audio still has its status), with the history item id and the body to read. Aborting `signal`
 * ends the request and the server stops generating.
 */
export async function generateDialogue(input: GenerateDialogueInput, signal?: AbortSignal): Promise<StreamedAnswer> {
  const locators = input.pronunciationDictionaryLocators;
  const body: TextToDialogueRequest = {
    inputs: input.inputs,
    model_id: input.modelId || undefined,
    pronunciation_dictionary_locators: locators?.length ? locators : undefined,
  };
  const { data: audio, response } = await api.POST("/v1/text-to-dialogue/stream", {
    params: { query: { output_format: TTS_OUTPUT_FORMAT } },
    body,
    headers: { Accept: "audio/mpeg" },
    signal,
    parseAs: "stream",
  });
  return streamedAnswer(audio, response);
}
