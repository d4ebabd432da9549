import { apiRequest } from "../../../lib/api-client";

/**
 * GET /v1/voices/{id}/samples/{sample_id}/audio as a blob: the route needs the session, which an
 * `<audio src>` or wavesurfer's own fetch would not be sure to send, so the app reads it and
 * hands the bytes over.
 */
export async function fetchSampleAudio(voiceId: string, sampleId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiRequest(`/v1/voices/${encodeURIComponent(voiceId)}/samples/${encodeURIComponent(sampleId)}/audio`, {
    signal,
    headers: { Accept: "audio/wav" },
  });
  return response.blob();
}
