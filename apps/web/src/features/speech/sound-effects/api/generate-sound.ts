import type { SoundGenerationRequest } from "@vocable/contract";
import { NULL_RESPONSE_BODY } from "@vocable/domain";
import { api } from "#lib/api";
import { UserFacingError } from "#lib/handle-error";
import { soundHeaders, type SoundHeaders } from "../sound-headers";

/** The format the page asks for (MP3 plays everywhere and downloads small). */
export const SOUND_OUTPUT_FORMAT = "mp3_44100_128";

export interface GeneratedSound extends SoundHeaders {
  audio: Blob;
}

/** POST /v1/sound-generation: one sound as MP3, with what its headers say (history item, seed, category, the engine's description). */
export async function generateSound(request: SoundGenerationRequest, signal?: AbortSignal): Promise<GeneratedSound> {
  const { data: audio, response } = await api.POST("/v1/sound-generation", {
    params: { query: { output_format: SOUND_OUTPUT_FORMAT } },
    body: request,
    headers: { Accept: "audio/mpeg" },
    signal,
    parseAs: "blob",
  });
  if (!audio) throw new UserFacingError(NULL_RESPONSE_BODY);
  return { audio, ...soundHeaders(response.headers) };
}
