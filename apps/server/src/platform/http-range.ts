/** What to send for a `Range` request header against a file of known size (RFC 9110 §14). */
export type RangeAnswer =
  /** No usable range (absent, malformed, another unit, several ranges): the whole file, 200. */
  | { kind: "full" }
  /** One satisfiable range, inclusive offsets clamped to the file: 206. */
  | { kind: "partial"; start: number; end: number }
  /** A well-formed range that starts past the end: 416 with `Content-Range: bytes *\/size`. */
  | { kind: "unsatisfiable" };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/**
 * Parses a `Range` header for a file of `size` bytes: `bytes=a-b`, `bytes=a-` and `bytes=-n`.
 * Several ranges get the whole file, as most servers do, rather than a multipart body.
 */
export function parseRange(header: string | undefined | null, size: number): RangeAnswer {
  const match = header?.trim().match(SINGLE_RANGE);
  if (!match) return { kind: "full" };
  const [, first, last] = match;
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Infinity : Number(last);
  if (end < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: Math.min(end, size - 1) };
}
