import type { PronunciationDictionaryLocator, TextToDialogueRequest } from "@vocable/contract";
import { NULL_RESPONSE_BODY, type DialogueLine } from "@vocable/domain";
import { api } from "#lib/api";
import { UserFacingError } from "#lib/handle-error";
import { TTS_OUTPUT_FORMAT } from "#features/speech/tts/api/generate-speech";

export interface GenerateDialogueInput {
  /** The lines to speak (each with text), in order. */
  inputs: DialogueLine[];
  modelId?: string;
  /** Chosen dictionaries; none: the server applies the workspace's defaults. */
  pronunciationDictionaryLocators?: PronunciationDictionaryLocator[];
}

export interface GeneratedDialogue {
  /** The audio as it is generated (line by line). */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  historyItemId: string | null;
  requestId: string | null;
  characterCost: number | null;
}

/**
 * POST /v1/text-to-dialogue/stream: resolves as soon as the headers arrive (a refusal before any
 * audio still has its status), with the history item id and the body to read. Aborting `signal`
 * ends the request and the server stops generating.
 */
export async function generateDialogue(input: GenerateDialogueInput, signal?: AbortSignal): Promise<GeneratedDialogue> {
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
  const cost = response.headers.get("character-cost");
  if (!audio) throw new UserFacingError(NULL_RESPONSE_BODY);
  return {
    body: audio,
    contentType: response.headers.get("content-type") ?? "audio/mpeg",
    historyItemId: response.headers.get("history-item-id"),
    requestId: response.headers.get("request-id"),
    characterCost: cost === null ? null : Number(cost),
  };
}
