import { api, data } from "#lib/api";

/**
 * GET /v1/voices/{id}/samples/{sample_id}/audio as a blob: the route needs the session, which an
 * `<audio src>` or wavesurfer's own fetch would not be sure to send, so the app reads it and
 * hands the bytes over.
 */
export async function fetchSampleAudio(voiceId: string, sampleId: string, signal?: AbortSignal): Promise<Blob> {
  const audio = await data(
    api.GET("/v1/voices/{voice_id}/samples/{sample_id}/audio", {
      params: { path: { voice_id: voiceId, sample_id: sampleId } },
      headers: { Accept: "audio/wav" },
      parseAs: "blob",
      signal,
    }),
  );
  return audio ?? new Blob([]);
}
