import { assertDownloadType } from "#features/speech/history/api/download-history";
import { apiRequest } from "#lib/api-client";
import { sameOriginPath } from "../same-origin-path";

/**
 * A sound's audio as a Blob: a history item's (GET /v1/history/{id}/audio, with the session) or a
 * library sound's public `audio_url`. Still on apiRequest: the answer is audio, not JSON.
 */
export async function fetchSoundAudio(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiRequest(sameOriginPath(url), { signal });
  assertDownloadType(response);
  return response.blob();
}

/** The audio of a sound of the user's history. */
export function historyAudioUrl(historyItemId: string): string {
  return `/v1/history/${encodeURIComponent(historyItemId)}/audio`;
}
