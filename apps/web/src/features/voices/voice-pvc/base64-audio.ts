/** Audio the PVC routes send as base64 (`audio_base_64` + `media_type`) turned into a Blob to play. */

/** The bytes of a base64 string as a Blob of `type` (audio/wav when the server names none). */
export function base64AudioBlob(base64: string, type = "audio/wav"): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: type || "audio/wav" });
}
