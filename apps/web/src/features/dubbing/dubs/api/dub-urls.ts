/** The dubbed file in a language (the video, or MP3 for an audio source); the session cookie authenticates it, so it can be a `<video src>` and a download link. */
export function dubMediaUrl(dubbingId: string, language: string): string {
  return `/v1/dubbing/${encodeURIComponent(dubbingId)}/audio/${encodeURIComponent(language)}`;
}
