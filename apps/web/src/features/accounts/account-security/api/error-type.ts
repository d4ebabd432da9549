import type { ErrorCode } from "@vocable/contract";
import { messageFromErrorBody } from "@vocable/domain";
import { ApiError } from "#lib/api-client";

/** The `detail.status` and message of an API answer, when `error` is one and its status is `code`; else null. */
export function apiErrorOf(error: unknown, code: ErrorCode): { status: number; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const { message, errorType } = messageFromErrorBody(error.body, error.statusText);
  return errorType === code ? { status: error.status, message } : null;
}

/**
 * The server's words when `error` is the 403 asking for a fresh proof of access to the mailbox
 * (the server has just mailed a link): shown where the action was asked for, not as a generic
 * toast, so the person knows to open the link and try again. Null for any other failure.
 */
export function sensitiveActionMessage(error: unknown): string | null {
  return apiErrorOf(error, "sensitive_action_verification_required")?.message ?? null;
}
