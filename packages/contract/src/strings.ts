import { z } from "zod";

/**
 * The string schemas every request schema is built from, so that no route hands the database or an
 * engine a string it cannot hold. PostgreSQL text cannot contain U+0000, and a lone UTF-16
 * surrogate has no UTF-8 form: both are rejected everywhere (422), never stored and never stripped,
 * since they mean the client sent something other than the text it meant (a binary buffer, a
 * string cut in the middle of an emoji). Other control characters are rejected in names, ids and
 * short fields; in text to be spoken they become spaces (see `SpeechText`).
 */

/* eslint-disable no-control-regex -- these patterns are here to find control characters */
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 and C1 controls and DEL, except tab, line feed and carriage return. */
const CONTROL_EXCEPT_WHITESPACE = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_EXCEPT_WHITESPACE_ALL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Every C0 and C1 control and DEL, tab and line breaks included: for names that are one line. */
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

export const NUL_MESSAGE = "Must not contain NUL characters (U+0000).";
export const SURROGATE_MESSAGE = "Must be valid Unicode text: it contains half of a UTF-16 surrogate pair (U+D800 to U+DFFF).";
export const CONTROL_MESSAGE = "Must not contain control characters (U+0001 to U+001F other than tab and line breaks, U+007F to U+009F).";
export const SINGLE_LINE_MESSAGE = "Must be one line without control characters (tabs, line breaks, U+0000 to U+001F, U+007F to U+009F).";
export const ID_MESSAGE = "Must be an id as the API returns it: 1 to 64 letters, digits, _ or -.";

/** True when the string is well-formed UTF-16: no lone surrogate. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/**
 * Why a string cannot be taken as it is, or null: NUL or a lone surrogate always; with
 * `controls`, a C0/C1 control character other than tab and line breaks. For input the zod schemas
 * do not see (the auth routes' bodies).
 */
export function unsafeTextReason(value: string, opts: { controls: boolean }): string | null {
  if (NUL.test(value)) return NUL_MESSAGE;
  if (!isWellFormedText(value)) return SURROGATE_MESSAGE;
  if (opts.controls && CONTROL_EXCEPT_WHITESPACE.test(value)) return CONTROL_MESSAGE;
  return null;
}

/** Replaces C0/C1 control characters other than tab and line breaks with spaces (one for one, so positions keep). */
export function controlsToSpaces(value: string): string {
  return value.replace(CONTROL_EXCEPT_WHITESPACE_ALL, " ");
}

/** A string the database and the engines can hold: no NUL, no lone surrogate. The base of the others. */
export const StorableText = z
  .string()
  .refine((v) => !NUL.test(v), { message: NUL_MESSAGE, abort: true })
  .refine(isWellFormedText, { message: SURROGATE_MESSAGE, abort: true });

/**
 * Free text (feedback, search terms): storable, and no control characters other than tab and line
 * breaks. Add a `.max()` per field.
 */
export const SafeText = StorableText.refine((v) => !CONTROL_EXCEPT_WHITESPACE.test(v), { message: CONTROL_MESSAGE, abort: true });

/** A one-line name (an API key's name): no control character at all. Add `.trim()`, `.min()`, `.max()` per field. */
export const SingleLineText = StorableText.refine((v) => !ANY_CONTROL.test(v), { message: SINGLE_LINE_MESSAGE, abort: true });

/**
 * Text to be spoken. NUL and lone surrogates are rejected like everywhere; other control
 * characters (a form feed from a PDF, an escape sequence from a terminal) are not speech and turn
 * into spaces, one for one, so character counts and alignment positions still match the text sent.
 */
export const SpeechText = StorableText.overwrite(controlsToSpaces);

/**
 * The id of something the API returned (history item, voice, API key, model): a bounded length
 * and a character class, so that path traversal, a megabyte-long id or a NUL is a 422 before any
 * lookup.
 */
export const ResourceId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, ID_MESSAGE);

/** `ResourceId`, or the empty string where the API has always read "" as "the default" (model_id). */
export const ResourceIdOrEmpty = z.string().regex(/^[A-Za-z0-9_-]{0,64}$/, ID_MESSAGE);

/** An optional id filter in a query string: `?voice_id=` (empty) is the same as leaving it out. */
export const QueryId = ResourceIdOrEmpty.optional().transform((v) => v || undefined);

/**
 * A short token from a fixed vocabulary (output formats, language codes): letters, digits, _ and -,
 * at most `max` characters. Unknown values are for the use case to answer; this keeps them short
 * and printable so that its message can name them.
 */
export function shortToken(max = 32) {
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), `Must be 1 to ${max} letters, digits, _ or -.`);
}

/** An opaque page token the API returned (base64url): bounded, so a forged one is a short 422. */
export const PageToken = z.string().regex(/^[A-Za-z0-9_=-]{0,256}$/, "Invalid page token: pass the next_page_token of the previous page.");

/** A true/false query parameter as FastAPI (and so ElevenLabs) reads one: true/false, 1/0, yes/no, on/off. */
export const QueryBoolean = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", "True", "False"])
  .transform((v) => ["true", "1", "yes", "on", "True"].includes(v));
