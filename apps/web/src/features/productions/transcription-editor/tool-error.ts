import { messageFromErrorBody } from "@vocable/domain";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";

/**
 * The text of a failed editor tool. A 503 saying which engine is missing (no aligner, no
 * recogniser) carries the server's words on what to install, so they are shown as they are where
 * the usual 5xx text would hide them; everything else gets the app's usual text (the server's
 * words for a 4xx: no translation engine, a state that no longer allows it).
 */
export function toolErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 503) {
    const { message, errorType } = messageFromErrorBody(error.body, error.statusText);
    if (errorType?.startsWith("no_") && message) return message;
  }
  return errorMessage(error);
}
