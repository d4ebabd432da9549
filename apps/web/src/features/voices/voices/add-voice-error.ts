import { messageFromErrorBody } from "@vocable/domain";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";

/** `detail.status` codes of the plan limits: their message says what to do, with a link to the plans. */
export const VOICE_LIMIT_ERRORS: ReadonlySet<string> = new Set([
  "voice_limit_reached",
  "voice_add_edit_limit_reached",
  "professional_voice_limit_reached",
  // The plan does not include the way (the capability table): its message names the first plan that does.
  "can_not_use_instant_voice_cloning",
  "can_not_use_professional_voice_cloning",
  "can_not_use_voice_design",
  "subscription_required",
]);

/** Where the plans are. */
export const PLANS_PATH = "/pricing";

export const FILES_TOO_LARGE = "The files are too large to upload together. Send fewer or shorter samples.";

export interface VoiceFormError {
  message: string;
  /** The server's `detail.status`, when it sent one. */
  code: string | null;
  /** A plan limit: show "See plans". */
  limit: boolean;
}

/**
 * What the voice form shows for a failed add or edit: the server's own words for what it refused
 * (too little speech, clipping, two speakers, a limit reached, a bad file), a sentence for a
 * proxy's bare 413, else the app's usual text.
 */
export function voiceFormError(error: unknown): VoiceFormError {
  if (error instanceof ApiError) {
    const { message, errorType } = messageFromErrorBody(error.body, error.statusText);
    const code = errorType ?? null;
    if (error.status === 413 && code === null) return { message: FILES_TOO_LARGE, code, limit: false };
    if (code !== null && VOICE_LIMIT_ERRORS.has(code)) return { message, code, limit: true };
    if (error.status < 500) return { message, code, limit: false };
    return { message: errorMessage(error), code, limit: false };
  }
  return { message: errorMessage(error), code: null, limit: false };
}
