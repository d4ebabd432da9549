import { sealSecret } from "../secret-box";

/** The columns for a webhook's extra request headers: sealed values (they may carry credentials), names in clear. */
export function sealHeaders(key: Buffer, headers: Record<string, string | undefined> | undefined): { requestHeadersSealed: string | null; requestHeaderNames: string[] } {
  const entries = Object.entries(headers ?? {}).filter((e): e is [string, string] => typeof e[1] === "string");
  if (entries.length === 0) return { requestHeadersSealed: null, requestHeaderNames: [] };
  return { requestHeadersSealed: sealSecret(key, JSON.stringify(Object.fromEntries(entries))), requestHeaderNames: entries.map(([name]) => name) };
}
