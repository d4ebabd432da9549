/**
 * What the wizard shows for a refused PVC call: the server's own words (too little speech, the
 * captcha's reason and attempts left, the plan's limit), plus what to offer next: "See plans" for
 * professional_voice_limit_reached, manual verification when no recogniser is installed or the
 * attempts are used up.
 */
import { messageFromErrorBody } from "@vocable/domain";
import { ApiError } from "#lib/api-client";
import { voiceFormError, type VoiceFormError } from "#features/voices/voices/add-voice-error";

export interface PvcFailure extends VoiceFormError {
  /** 503 no_speech_recognition_engine: the captcha cannot be checked on this server. */
  noRecognizer: boolean;
  /** 429 too_many_attempts: the captcha's attempts are used up. */
  attemptsUsedUp: boolean;
}

/** Shown before the server's words when no speech recogniser is installed. */
export const NO_RECOGNIZER_NOTE = "Speech recognition is not installed on this server, so the recording cannot be checked here.";

/** The failure of a PVC call, as the wizard shows it. */
export function pvcFailure(error: unknown): PvcFailure {
  if (error instanceof ApiError) {
    const { message, errorType } = messageFromErrorBody(error.body, error.statusText);
    if (errorType === "no_speech_recognition_engine") {
      return { message: `${NO_RECOGNIZER_NOTE} ${message}`, code: errorType, limit: false, noRecognizer: true, attemptsUsedUp: false };
    }
    if (errorType === "too_many_attempts") return { message, code: errorType, limit: false, noRecognizer: false, attemptsUsedUp: true };
  }
  return { ...voiceFormError(error), noRecognizer: false, attemptsUsedUp: false };
}
