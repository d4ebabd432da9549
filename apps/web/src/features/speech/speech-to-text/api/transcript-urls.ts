/** Path of a transcript (GET, DELETE). */
export function transcriptPath(id: string): string {
  return `/v1/speech-to-text/transcripts/${encodeURIComponent(id)}`;
}

/** The uploaded audio, re-encoded as MP3 by the server; the session cookie authenticates it, so it can be an `<audio src>`. */
export function transcriptAudioUrl(id: string): string {
  return `${transcriptPath(id)}/audio`;
}
