/** The converted audio of a voice-changer history item (GET /v1/history/{id}/audio). */
export function convertedAudioUrl(historyItemId: string): string {
  return `/v1/history/${encodeURIComponent(historyItemId)}/audio`;
}

/** The speech a conversion was made from (GET /v1/history/{id}/source-audio). */
export function sourceAudioUrl(historyItemId: string): string {
  return `/v1/history/${encodeURIComponent(historyItemId)}/source-audio`;
}
