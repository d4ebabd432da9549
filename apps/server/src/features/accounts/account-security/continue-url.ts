/**
 * Where an e-mail's link sends the user when they are done (`continueUrl`): only a page of this
 * server (same origin as PUBLIC_URL), else the sign-in page, so a request cannot make our own
 * e-mail carry a link elsewhere.
 */
export function safeContinueUrl(publicUrl: string, candidate: string | undefined | null): string {
  const fallback = `${publicUrl}/app/sign-in`;
  if (!candidate) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, `${publicUrl}/`);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(publicUrl).origin || !url.pathname.startsWith("/app/")) return fallback;
  return url.toString();
}
