import { NULL_RESPONSE_BODY } from "@vocable/domain";
import { api, formBody } from "#lib/api";
import { UserFacingError } from "#lib/handle-error";
import type { StsSettings } from "../sts-selections";

/** The format the page asks for (MP3 plays everywhere and downloads small). */
export const STS_OUTPUT_FORMAT = "mp3_44100_128";

export interface ConvertSpeechInput {
  file: File;
  voiceId: string;
  modelId: string;
  settings: StsSettings;
  removeBackgroundNoise: boolean;
}

export interface ConvertedSpeech {
  audio: Blob;
  /** The history item the conversion was kept as (null with logging off). */
  historyItemId: string | null;
  /** What converted it (the `voice-conversion-engine` header), e.g. the embedded approximation. */
  engine: string | null;
}

/** The multipart form of POST /v1/speech-to-speech/{voice_id}, as the ElevenLabs SDK sends it. */
export function convertSpeechForm(input: ConvertSpeechInput): FormData {
  const form = new FormData();
  form.append("model_id", input.modelId);
  form.append("voice_settings", JSON.stringify(input.settings));
  form.append("remove_background_noise", input.removeBackgroundNoise ? "true" : "false");
  // Last, so the server has every other field when the audio arrives.
  form.append("audio", input.file, input.file.name);
  return form;
}

/**
 * POST /v1/speech-to-speech/{voice_id}: the converted speech as MP3, with the history item it was
 * kept as and the engine that made it. Aborting `signal` ends the request.
 */
export async function convertSpeech(input: ConvertSpeechInput, signal?: AbortSignal): Promise<ConvertedSpeech> {
  const { data: audio, response } = await api.POST("/v1/speech-to-speech/{voice_id}", {
    params: { path: { voice_id: input.voiceId }, query: { output_format: STS_OUTPUT_FORMAT } },
    ...formBody(convertSpeechForm(input)),
    headers: { Accept: "audio/mpeg" },
    signal,
    parseAs: "blob",
  });
  if (!audio) throw new UserFacingError(NULL_RESPONSE_BODY);
  const engine = response.headers.get("voice-conversion-engine");
  return {
    audio,
    historyItemId: response.headers.get("history-item-id"),
    engine: engine === null ? null : safeDecode(engine),
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
