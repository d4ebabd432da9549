/**
 * The routes whose body is an audio upload: they read it as a stream under MAX_UPLOAD_BYTES
 * (read-upload-form.ts) instead of the MAX_BODY_BYTES limit every other /v1 route has.
 */
export const UPLOAD_ROUTES: ReadonlySet<string> = new Set([
  "POST /v1/speech-to-text",
  "POST /v1/audio/transcriptions",
  "POST /v1/forced-alignment",
  "POST /v1/audio-isolation",
  "POST /v1/audio-isolation/stream",
  "POST /v1/admin/models",
]);

export function isUploadRoute(method: string, path: string): boolean {
  return UPLOAD_ROUTES.has(`${method} ${path.replace(/\/+$/, "")}`);
}
