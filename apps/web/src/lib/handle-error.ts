/**
 * The one place that turns a failure into the text a user sees (spec accounts §8): the rule
 * itself is `requestFailureMessage` in @vocable/domain; this file maps the API client's errors
 * onto it and shows the toast.
 */
import { requestFailureMessage, type RequestFailure } from "@vocable/domain";
import { toast } from "sonner";
import { ApiError, NetworkError } from "./api-client";

/** A failure that already carries the exact text to show (e.g. an unsupported download type). */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UserFacingError";
  }
}

/** What kind of failure a thrown value is, for `requestFailureMessage`. */
export function requestFailureOf(error: unknown): RequestFailure {
  if (error instanceof NetworkError) return { kind: "network" };
  if (error instanceof ApiError) return { kind: "http", status: error.status, statusText: error.statusText, body: error.body };
  return { kind: "unknown" };
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof UserFacingError) return error.message;
  return requestFailureMessage(requestFailureOf(error));
}

/** Shows the spec's toast for a failure (and logs it for developers). Returns the text shown. */
export function handleError(error: unknown): string {
  const message = errorMessage(error);
  if (!(error instanceof ApiError) && !(error instanceof UserFacingError)) console.error(error);
  toast.error(message);
  return message;
}
