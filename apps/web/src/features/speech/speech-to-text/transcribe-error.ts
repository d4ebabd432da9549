import { messageFromErrorBody } from "@vocable/domain";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";

/** `detail.status` of the 503 the server sends when no speech recogniser is installed. */
export const NO_RECOGNISER_ERROR = "no_speech_recognition_engine";

export const NO_RECOGNISER_TITLE = "Speech recognition is not available on this server";
export const UPLOAD_FAILED_TITLE = "The audio could not be transcribed";
export const FILE_TOO_LARGE = "The file is too large to upload.";

/**
 * The upload form's error box for a failed POST /v1/speech-to-text. The server's message for a
 * missing recogniser (503) says how an operator adds one, so it is shown word for word, where a
 * generic 5xx text would hide it; other failures get the app's usual text (the server's words for
 * a 4xx: bad or truncated audio, unsupported type, missing field).
 */
export function uploadErrorText(error: unknown): { title: string; message: string; noRecogniser: boolean } {
  if (error instanceof ApiError) {
    const { message, errorType } = messageFromErrorBody(error.body, error.statusText);
    if (errorType === NO_RECOGNISER_ERROR) return { title: NO_RECOGNISER_TITLE, message, noRecogniser: true };
    // A proxy's 413 has no ElevenLabs body, only its status text.
    if (error.status === 413 && errorType === undefined) return { title: UPLOAD_FAILED_TITLE, message: FILE_TOO_LARGE, noRecogniser: false };
  }
  return { title: UPLOAD_FAILED_TITLE, message: errorMessage(error), noRecogniser: false };
}
