import { APP_ROUTES } from "@vocable/domain";

/** Where a signed-in user lands by default. */
export const DEFAULT_APP_PATH = APP_ROUTES.textToSpeech;

const AUTH_PATHS: string[] = [APP_ROUTES.signIn, APP_ROUTES.signUp];

/**
 * The path to go to after sign-in: `candidate` only when it is a same-origin path under /app/
 * (and not an auth page, which would loop); otherwise the default. Protocol-relative ("//x"),
 * backslash and absolute URLs are rejected, so a crafted link cannot send the user elsewhere.
 */
export function safeRedirectPath(candidate: string | null | undefined, origin: string): string {
  if (!candidate || !candidate.startsWith("/app/") || candidate.includes("\\")) return DEFAULT_APP_PATH;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return DEFAULT_APP_PATH;
  }
  if (url.origin !== new URL(origin).origin || !url.pathname.startsWith("/app/")) return DEFAULT_APP_PATH;
  if (AUTH_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return DEFAULT_APP_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
