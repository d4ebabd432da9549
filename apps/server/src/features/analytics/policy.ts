/**
 * The analytics endpoint takes events from the app's own pages only: a request a browser marks as
 * coming from another site (Sec-Fetch-Site), or whose Origin is another origin, is refused, so no
 * other site can write events in a visitor's name. Clients that send neither header (scripts)
 * are not browsers acting for a visitor; the rate limit bounds them.
 */
export function isCrossSiteRequest(headers: { get(name: string): string | null }, requestUrl: string, publicUrl: string): boolean {
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return true;
  const origin = headers.get("origin");
  if (origin === null) return false;
  return origin !== new URL(requestUrl).origin && origin !== new URL(publicUrl).origin;
}
