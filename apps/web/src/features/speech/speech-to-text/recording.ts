/**
 * Pure parts of recording from the microphone (MediaRecorder): which container to ask for, the
 * recording's file name, and what to say when the microphone cannot be used.
 */

/** Containers to ask MediaRecorder for, best first: webm/opus (Chromium, Firefox), then Safari's mp4. */
export const RECORDING_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"] as const;

/** The first of {@link RECORDING_TYPES} the browser can record, or null to let it choose. */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** The recording's MIME type without parameters ("audio/webm;codecs=opus" -> "audio/webm"); webm when unknown. */
export function recordingBaseType(mimeType: string | null | undefined): string {
  const base = (mimeType ?? "").split(";")[0].trim().toLowerCase();
  return base.startsWith("audio/") || base.startsWith("video/") ? base : "audio/webm";
}

const EXTENSIONS: Record<string, string> = { "audio/webm": "webm", "video/webm": "webm", "audio/ogg": "ogg", "audio/mp4": "m4a", "video/mp4": "mp4" };

/** "recording-2026-05-01_14-03-09.webm" (local time), with the extension of the recorded type. */
export function recordingFileName(date: Date, mimeType: string | null | undefined): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const stamp = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}_${pad(date.getHours())}-${pad(date.getMinutes())}-${pad(date.getSeconds())}`;
  return `recording-${stamp}.${EXTENSIONS[recordingBaseType(mimeType)] ?? "webm"}`;
}

export const MICROPHONE_DENIED = "Microphone access was denied. Allow this site to use the microphone in your browser's settings, then try again.";
export const MICROPHONE_MISSING = "No microphone was found. Connect one and try again.";
export const MICROPHONE_BUSY = "The microphone is in use by another application. Close it and try again.";
export const NOTHING_RECORDED = "Nothing was recorded. Try again.";
export const MICROPHONE_FAILED = "The microphone could not be started. Try again, or upload a file instead.";

/** What to show when getUserMedia or MediaRecorder fails, by the DOMException's name. */
export function microphoneErrorMessage(error: unknown): string {
  const name = typeof error === "object" && error !== null && "name" in error ? String((error as { name: unknown }).name) : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return MICROPHONE_DENIED;
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return MICROPHONE_MISSING;
    case "NotReadableError":
    case "TrackStartError":
      return MICROPHONE_BUSY;
    default:
      return MICROPHONE_FAILED;
  }
}
