/**
 * The one place that turns a failure into the text a user sees (spec error catalogues):
 * no answer -> "Network error"; 429 -> "Too many requests..." (or the API's own reason); an
 * answer below 500 with a message -> that message; anything else -> "Something went wrong,
 * please try again later.".
 */
import { GENERIC_ERROR, NETWORK_ERROR, messageFromErrorBody, toastMessageFor, tooManyRequestsMessage } from "@vocable/domain";
import { toast } from "sonner";
import { ApiError, NetworkError } from "./api-client";

/** A failure that already carries the exact text to show (e.g. an unsupported download type). */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UserFacingError";
  }
}

/**
 * Message of an API error. Besides the ElevenLabs `{detail}` shape, Better Auth answers
 * `{code, message}`, so a top-level `message` is read too.
 */
export function apiErrorMessage(error: ApiError): string {
  const body = error.body;
  // Rate limits (Better Auth's, a proxy's) say little or nothing; the user needs to know to wait.
  if (error.status === 429) return tooManyRequestsMessage(body);
  const topLevel =
    typeof body === "object" && body !== null && !("detail" in body) && "message" in body
      ? (body as { message: unknown }).message
      : undefined;
  const message =
    typeof topLevel === "string" && topLevel.trim() !== ""
      ? topLevel
      : messageFromErrorBody(body, error.statusText).message;
  return toastMessageFor(error.status, message);
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof NetworkError) return NETWORK_ERROR;
  if (error instanceof ApiError) return apiErrorMessage(error);
  if (error instanceof UserFacingError) return error.message;
  return GENERIC_ERROR;
}

/** Shows the spec's toast for a failure (and logs it for developers). Returns the text shown. */
export function handleError(error: unknown): string {
  const message = errorMessage(error);
  if (!(error instanceof ApiError) && !(error instanceof UserFacingError)) console.error(error);
  toast.error(message);
  return message;
}
