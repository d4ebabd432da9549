/**
 * The path of an address the server hands out (a library sound's `audio_url` is absolute, on the
 * server's PUBLIC_URL): the app reads it on its own origin, where the API always is, so a public
 * URL that differs from the address in the browser (a proxy, localhost) still works.
 */
export function sameOriginPath(url: string): string {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    // A base for protocol-relative addresses ("//host/x"), which would leave the origin.
    const parsed = new URL(url, "http://origin.invalid");
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}
