import { ErrorBody, ValidationErrorBody } from "@vocable/contract";
import { z } from "zod";

/** `{ content: { "application/json": { schema } }, description }` for a route's responses or body. */
export function json<T extends z.ZodType>(schema: T, description = "OK") {
  return { content: { "application/json": { schema } }, description };
}

/** A JSON request body that must be present and be JSON. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true };
}

/** The error responses every authenticated route can give. */
export const commonErrors = {
  401: json(ErrorBody, "Missing or invalid API key / session"),
  422: json(ValidationErrorBody, "Validation error"),
} as const;

export const notFoundError = { 404: json(ErrorBody, "Not found") } as const;

/** `{ "xi-api-key": [] }` — the security requirement shown in the OpenAPI document. */
export const apiKeySecurity = [{ ApiKeyAuth: [] }];

/** The `Range` request header of audio routes, so the document shows that seeking is supported. */
export const rangeHeader = z.object({
  range: z.string().optional().meta({ description: "One byte range: `bytes=a-b`, `bytes=a-` or `bytes=-n`", example: "bytes=0-1023" }),
});

/**
 * A multipart upload body, documented from `schema` but not validated by the router: upload routes
 * read the form as a stream themselves (platform/uploads), so it is never buffered whole.
 */
export function uploadBody(schema: z.ZodType) {
  const { $schema: _ignored, $defs, ...document } = z.toJSONSchema(schema, { io: "input" }) as Record<string, unknown>;
  const inlined = inlineDefinitions(document, ($defs ?? {}) as Record<string, unknown>) as Record<string, unknown>;
  return { content: { "multipart/form-data": { schema: inlined } }, required: true };
}

/**
 * A JSON Schema with each `{ $ref: "#/$defs/Name" }` replaced by its definition: a schema with an
 * id comes out of zod as a reference into its own `$defs`, which would resolve against the whole
 * OpenAPI document, where there is no `$defs` (form schemas have no cycles).
 */
function inlineDefinitions(node: unknown, defs: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineDefinitions(item, defs));
  if (!node || typeof node !== "object") return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  const name = typeof $ref === "string" && $ref.startsWith("#/$defs/") ? $ref.slice("#/$defs/".length) : undefined;
  const inlined = name !== undefined && name in defs ? (inlineDefinitions(defs[name], defs) as Record<string, unknown>) : $ref === undefined ? {} : { $ref };
  return { ...inlined, ...Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inlineDefinitions(value, defs)])) };
}
