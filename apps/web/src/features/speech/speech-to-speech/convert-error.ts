import { messageFromErrorBody } from "@vocable/domain";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";

export const CONVERSION_FAILED_TITLE = "The speech could not be converted";
export const NO_VOICE_CHANGER_TITLE = "No voice changer is available on this server";
export const QUOTA_TITLE = "Not enough characters left this month";
export const FILE_TOO_LARGE = "The file is too large to upload.";

/** `detail.status` of the 401 a spent allowance gets, and of the 503 when no voice-conversion engine is installed. */
const QUOTA_EXCEEDED = "quota_exceeded";
const NO_ENGINE = "no_voice_conversion_engine";

export interface ConversionErrorText {
  title: string;
  /** The server's own words (ElevenLabs' `detail.message`) when it sent some. */
  message: string;
  /** The allowance is spent: the box offers the plans. */
  quota: boolean;
}

/**
 * The box under the form for a failed POST /v1/speech-to-speech/{voice_id}. The server's message
 * says what went wrong with this audio (no speech heard, an unreadable file, too long, an unknown
 * voice, the allowance spent, no engine installed), so it is shown word for word for every status
 * it explains, 503 included; a proxy's bare 413 and other failures get the app's usual texts.
 */
export function conversionErrorText(error: unknown): ConversionErrorText {
  if (error instanceof ApiError) {
    const { message, errorType } = messageFromErrorBody(error.body, error.statusText);
    if (errorType === QUOTA_EXCEEDED) return { title: QUOTA_TITLE, message, quota: true };
    if (error.status === 503 && errorType !== undefined) {
      return { title: errorType === NO_ENGINE ? NO_VOICE_CHANGER_TITLE : CONVERSION_FAILED_TITLE, message, quota: false };
    }
    if (error.status === 413 && errorType === undefined) return { title: CONVERSION_FAILED_TITLE, message: FILE_TOO_LARGE, quota: false };
  }
  return { title: CONVERSION_FAILED_TITLE, message: errorMessage(error), quota: false };
}
