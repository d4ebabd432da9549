/**
 * Where a browser says a request came from, by the headers it sets itself: `Sec-Fetch-Site`
 * (anything but same-origin is another site) and `Origin` (compared with PUBLIC_URL's origin;
 * the request's Host is never trusted). `unknown` when neither header is there: not a browser
 * acting for a visitor (a script), or a very old browser.
 */
export function requestSite(headers: { get(name: string): string | null }, publicOrigin: string): "same" | "cross" | "unknown" {
  const site = headers.get("sec-fetch-site");
  const origin = headers.get("origin");
  if (site !== null && site !== "same-origin") return "cross";
  if (origin !== null && origin !== publicOrigin) return "cross";
  return site === null && origin === null ? "unknown" : "same";
}
