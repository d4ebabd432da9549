import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "@vocable/contract";
import type { ZodError } from "zod";

/** The one error type of the server: a code, an HTTP status and a message a person can read. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (code: ErrorCode, message: string) => new AppError(code, 404, message);

/** Validation issue in the FastAPI/ElevenLabs 422 shape. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Thrown when request input fails validation outside zod (e.g. an unknown output_format). */
export class ValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => i.msg).join("; "));
  }
}

/** Converts a zod error for a request part (body, query, path) into 422 issues, one per place and message. */
export function zodIssues(error: ZodError, part: string): ValidationIssue[] {
  const seen = new Set<string>();
  return error.issues
    .map((i) => ({ loc: [part, ...i.path.map((p) => (typeof p === "symbol" ? String(p) : p))], msg: i.message, type: i.code }))
    .filter((i) => {
      const key = JSON.stringify([i.loc, i.msg]);
      return !seen.has(key) && seen.add(key);
    });
}

/** A piece of client input for an error message: short enough that an error never echoes a megabyte back. */
export function quoteInput(value: string, max = 100): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

const TARGET_TO_PART: Record<string, string> = { json: "body", form: "body", query: "query", param: "path", header: "header", cookie: "cookie" };

/** `defaultHook` for OpenAPIHono: every schema failure answers 422 with the issue list. */
export function validationHook(result: { success: boolean; error?: ZodError; target?: string }, c: Context) {
  if (!result.success && result.error) {
    const part = TARGET_TO_PART[result.target ?? ""] ?? result.target ?? "body";
    return c.json({ detail: zodIssues(result.error, part) }, 422);
  }
}

/** Maps any thrown value to the ElevenLabs error body; never leaks internals. */
export function handleError(err: unknown, c: Context, log: (msg: string, err: unknown) => void) {
  if (err instanceof AppError) return c.json({ detail: { status: err.code, message: err.message } }, err.status);
  if (err instanceof ValidationError) return c.json({ detail: err.issues }, 422);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status === 400 && /json/i.test(err.message)) {
      return c.json({ detail: { status: "invalid_json", message: "The request body is not valid JSON." } }, 400);
    }
    if (status === 415) {
      return c.json({ detail: { status: "unsupported_media_type", message: "Send the request body as JSON with Content-Type: application/json." } }, 415);
    }
    if (status === 413) {
      return c.json({ detail: { status: "payload_too_large", message: "The request body is too large." } }, 413);
    }
    return c.json({ detail: { status: status >= 500 ? "internal_error" : "invalid_request", message: err.message || "Bad request." } }, status);
  }
  log("unhandled error", err);
  return c.json({ detail: { status: "internal_error", message: "Something went wrong, please try again later." } }, 500);
}
