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
  "POST /v1/voices/add",
  "POST /v1/similar-voices",
  "POST /v1/audio-native",
  "POST /v1/dubbing",
]);

/** Upload routes with an id in their path. */
const UPLOAD_PATTERNS: readonly RegExp[] = [
  /^POST \/v1\/voices\/[A-Za-z0-9_-]{1,64}\/(edit|captcha)$/,
  /^POST \/v1\/voices\/pvc\/[A-Za-z0-9_-]{1,64}\/(samples|captcha|verification)$/,
  /^POST \/v1\/audio-native\/[A-Za-z0-9_-]{1,64}\/content$/,
  /^POST \/v1\/speech-to-speech\/[A-Za-z0-9_-]{1,64}(\/stream)?$/,
  /^POST \/v1\/productions\/orders\/[A-Za-z0-9_-]{1,64}\/media$/,
];

export function isUploadRoute(method: string, path: string): boolean {
  const route = `${method} ${path.replace(/\/+$/, "")}`;
  return UPLOAD_ROUTES.has(route) || UPLOAD_PATTERNS.some((p) => p.test(route));
}
