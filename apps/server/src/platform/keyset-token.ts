import { AppError } from "./errors";

/**
 * The one page token of every keyset-paginated list: where the next page starts, as base64url
 * JSON of the last row's sort key and id (`[key, id]`), and for a list read in phases or sorted
 * more than one way, which one (`[key, id, kind]`). A time key is PostgreSQL's text of the
 * timestamp (select `created_at::text`, compare with `::timestamptz`), so microseconds survive: a
 * JS Date keeps milliseconds, and rows a few microseconds apart in one millisecond would be skipped
 * or repeated at a page boundary. Decoding checks the shape, so a forged or truncated token is null
 * (the caller answers 4xx), never a query on garbage.
 */
export interface KeysetPosition {
  key: string;
  id: string;
  kind?: string;
}

/** The longest sort key a token carries (a voice name, a timestamp's text). */
const MAX_KEY_LENGTH = 300;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The token of a position: `[key, id]`, or `[key, id, kind]` when the list names one. */
export function encodeKeysetPosition(position: KeysetPosition): string {
  const value = position.kind === undefined ? [position.key, position.id] : [position.key, position.id, position.kind];
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** The position a token names, or null when it is not one this server gave. */
export function decodeKeysetPosition(token: string): KeysetPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (!Array.isArray(value) || (value.length !== 2 && value.length !== 3)) return null;
    const [key, id, kind] = value as unknown[];
    if (typeof key !== "string" || key.length > MAX_KEY_LENGTH || typeof id !== "string" || !ID.test(id)) return null;
    if (value.length === 3) return typeof kind === "string" && kind.length > 0 && kind.length <= 16 ? { key, id, kind } : null;
    return { key, id };
  } catch {
    return null;
  }
}

/** The token after a row sorted by a timestamp: `at` is the column's PostgreSQL text (`created_at::text`). */
export function encodeKeysetToken(at: string, id: string): string {
  return encodeKeysetPosition({ key: at, id });
}

/** The (timestamp text, id) a time-keyed token names, or null when it is not one. */
export function decodeKeysetToken(token: string): { at: string; id: string } | null {
  const position = decodeKeysetPosition(token);
  if (!position || position.kind !== undefined || Number.isNaN(Date.parse(position.key))) return null;
  return { at: position.key, id: position.id };
}

/** A request's `page_token`: null for the first page, the position it names, or a 400 for a token this server did not give. */
export function readKeysetToken(token: string | undefined, message = "Invalid page token: pass the next_page_token of the previous page."): { at: string; id: string } | null {
  if (!token) return null;
  const position = decodeKeysetToken(token);
  if (!position) throw new AppError("invalid_request", 400, message);
  return position;
}
