import { GENERIC_ERROR, NETWORK_ERROR, TOO_MANY_ATTEMPTS, messageFromErrorBody } from "@vocable/domain";
import { ApiError, NetworkError } from "#lib/api-client";

/**
 * Text for a failed account e-mail request (spec accounts §8: "server message or <fallback>"):
 * no answer -> "Network error"; 429 -> the server's reason, else "Too many attempts, please try
 * again in a few minutes."; another client error with a message -> that message; else `fallback`.
 */
export function accountRequestError(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return NETWORK_ERROR;
  if (!(error instanceof ApiError)) return fallback;
  const { message } = messageFromErrorBody(error.body, "");
  const serverSaid = message !== GENERIC_ERROR ? message : null;
  if (error.status === 429) return serverSaid ?? TOO_MANY_ATTEMPTS;
  return error.status < 500 && serverSaid ? serverSaid : fallback;
}

/** The error type (`detail.status`) of a failed call, if the server gave one. */
export function errorTypeOf(error: unknown): string | null {
  return error instanceof ApiError ? (messageFromErrorBody(error.body, "").errorType ?? null) : null;
}

/** The HTTP status of a failed call (null: no answer). */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
