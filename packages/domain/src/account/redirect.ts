/**
 * Where the browser goes after signing in (spec accounts §5 "Redirect after login"), and where an
 * account-action link's continue URL may lead. A target is honoured only when it is on this
 * origin and is one of:
 * - a known app route ({@link isAppRoute}), except the sign-in and sign-up pages (a loop);
 * - an allow-list word W ({@link REDIRECT_ALLOW_LIST}): the app area `/app/W` and any page under
 *   it (`/app/usage/workspace`, `/app/dubs/{id}`). The spec names only the words; these are the
 *   app's areas, so a word means its area of the signed-in app, not a marketing page;
 * - a shape of {@link REDIRECT_SHAPES}: `/v1/dubs/{id}`, `/v1/projects/{id}`,
 *   `/app/voice-lab/share/{id}/{id}`, `/app/studio/{id}`, `/sound-effects/{slug}`;
 * - the deployment-platform integration callback ({@link DEPLOYMENT_CALLBACK_PATH}) carrying only
 *   its own query parameters (code, configurationId, next, source, teamId; code required).
 * Anything else yields the default path and a reason, which the caller logs.
 */
import { APP_ROUTES, APP_ROUTE_PATTERNS, isAppRoute } from "../app-routes";

/** Where a signed-in user goes when there is no acceptable target. */
export const DEFAULT_REDIRECT_PATH: string = APP_ROUTES.appHome;

/** Targets longer than this are refused without parsing (a link never needs more). */
export const REDIRECT_MAX_LENGTH = 2048;

/** The spec's allow list: each word is an area of the app (`/app/<word>` and below). */
export const REDIRECT_ALLOW_LIST = [
  "affiliates",
  "audio-native",
  "history",
  "request-alpha-access",
  "subscription",
  "usage",
  "speech-synthesis",
  "dubs",
  "redirect",
] as const;

/** Path of the deployment-platform integration's callback page (the platform sends the user back here). */
export const DEPLOYMENT_CALLBACK_PATH = "/app/integrations/deployment-platform/callback";
/** The query parameters that callback may carry. */
export const DEPLOYMENT_CALLBACK_PARAMS = ["code", "configurationId", "next", "source", "teamId"] as const;

const ID = "[A-Za-z0-9_-]{1,128}";
const SLUG = "[a-z0-9]+(?:-[a-z0-9]+)*";

/** The spec's path shapes; an id is letters, digits, `_` or `-` (at most 128), a slug lowercase words joined by `-`. */
export const REDIRECT_SHAPES: readonly RegExp[] = [
  new RegExp(`^/v1/dubs/${ID}/?$`),
  new RegExp(`^/v1/projects/${ID}/?$`),
  new RegExp(`^/app/voice-lab/share/${ID}/${ID}/?$`),
  new RegExp(`^/app/studio/${ID}/?$`),
  new RegExp(`^/sound-effects/${SLUG}/?$`),
];

/** Why a target was not honoured. */
export type RedirectRejection =
  | "too_long"
  | "control_character"
  | "backslash"
  | "unparseable"
  | "cross_origin"
  | "encoded_separator"
  | "sign_in_loop"
  | "not_allowed";

/** The path to go to; `rejected` says why the candidate was replaced by the default. */
export interface RedirectDecision {
  path: string;
  rejected?: RedirectRejection;
}

// C0 and C1 controls, DEL and the Unicode line/paragraph separators. The URL parser silently drops
// tabs and newlines ("/\t/evil" would become "//evil"), so they are refused before parsing.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// Encoded "/", "\" and control characters: a later decoding step could turn them into a separator.
const ENCODED_SEPARATOR = /%(?:2f|5c|[01][0-9a-f]|7f)/i;

const AUTH_PAGES = [APP_ROUTES.signIn, APP_ROUTES.signUp, APP_ROUTES.sso].map((p) => p.toLowerCase());

function isAuthPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return AUTH_PAGES.some((p) => path === p || path.startsWith(`${p}/`));
}

function isAllowListArea(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return REDIRECT_ALLOW_LIST.some((word) => path === `/app/${word}` || path.startsWith(`/app/${word}/`));
}

function isDeploymentCallback(url: URL): boolean {
  if (url.pathname.replace(/\/$/, "") !== DEPLOYMENT_CALLBACK_PATH) return false;
  const allowed: readonly string[] = DEPLOYMENT_CALLBACK_PARAMS;
  const keys = [...url.searchParams.keys()];
  return url.searchParams.get("code") !== null && keys.every((key) => allowed.includes(key));
}

/**
 * The app's routes a target may name: all but the sound-effect page, whose `:slug` takes any
 * segment; it is allowed only in its spec shape (a lowercase slug, {@link REDIRECT_SHAPES}).
 */
const REDIRECT_APP_ROUTES = APP_ROUTE_PATTERNS.filter((pattern) => pattern !== APP_ROUTES.soundEffect);

function isAllowedTarget(url: URL): boolean {
  return (
    isDeploymentCallback(url) ||
    isAppRoute(url.pathname, REDIRECT_APP_ROUTES) ||
    isAllowListArea(url.pathname) ||
    REDIRECT_SHAPES.some((shape) => shape.test(url.pathname))
  );
}

/** Options of {@link redirectAfterSignIn}. */
export interface RedirectOptions {
  /** Answered instead of {@link DEFAULT_REDIRECT_PATH}. */
  fallback?: string;
  /**
   * Accept the sign-in and sign-up pages. After signing in they would loop, but an e-mail link's
   * continue URL rightly leads to sign-in ("Please sign back in to continue").
   */
  allowAuthPages?: boolean;
}

/**
 * The path to navigate to after sign-in for `candidate` (a path or an absolute URL) on the site
 * at `origin`. A missing candidate gives the fallback without a rejection (nothing to log).
 */
export function redirectAfterSignIn(candidate: string | null | undefined, origin: string, opts: RedirectOptions = {}): RedirectDecision {
  const fallback = opts.fallback ?? DEFAULT_REDIRECT_PATH;
  if (candidate === null || candidate === undefined || candidate === "") return { path: fallback };
  const reject = (rejected: RedirectRejection): RedirectDecision => ({ path: fallback, rejected });
  if (candidate.length > REDIRECT_MAX_LENGTH) return reject("too_long");
  if (CONTROL.test(candidate)) return reject("control_character");
  if (candidate.includes("\\")) return reject("backslash");
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(candidate, base);
  } catch {
    return reject("unparseable");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== base.origin) return reject("cross_origin");
  // The raw text too: "//host" on this very host parses as same-origin, but it is not a path we make.
  if (/^\s*\/\//.test(candidate)) return reject("cross_origin");
  if (ENCODED_SEPARATOR.test(url.pathname)) return reject("encoded_separator");
  if (isAuthPage(url.pathname) && !opts.allowAuthPages) return reject("sign_in_loop");
  if (!isAllowedTarget(url)) return reject("not_allowed");
  return { path: `${url.pathname}${url.search}${url.hash}` };
}
