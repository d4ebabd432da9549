/**
 * The page token of a keyset-paginated list: the last row's sort timestamp (PostgreSQL's text, so
 * microseconds survive) and id, as base64url JSON. Decoding checks the shape, so a forged or
 * truncated token is null (the caller answers 400), never a query on garbage.
 */
export function encodeKeysetToken(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString("base64url");
}

export function decodeKeysetToken(token: string): { at: string; id: string } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== "string" || typeof id !== "string" || Number.isNaN(Date.parse(at)) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
    return { at, id };
  } catch {
    return null;
  }
}
