/**
 * The account-action landing (spec accounts §2 "Account-action landing", §4 "Landing dialogs"):
 * e-mail links carry a mode and a code in the query of any page. These rules say what of the
 * query is kept, what each mode does, which dialog shows and where closing it leads. The web app
 * runs the calls; nothing here does I/O.
 */
import { APP_ROUTES } from "../app-routes";
import { promoCodeFailureTitle, unknownLandingMode } from "../errors";
import { redirectAfterSignIn, type RedirectRejection } from "./redirect";

/** The modes an account-action link may carry. */
export const LANDING_MODES = ["optOutOfUpdates", "resetPassword", "recoverEmail", "verifyEmail", "verifySignInRequest"] as const;
export type LandingMode = (typeof LANDING_MODES)[number];

/** Every query parameter the landing reads. */
export const LANDING_QUERY_PARAMS = [
  "mode",
  "oobCode",
  "verificationCode",
  "continueUrl",
  "lang",
  "userId",
  "coupon",
  "newUser",
  "invite_code",
  "internalCode",
  "sensitiveActionVerificationCode",
] as const;

/** Language used when the link names none (or an unreadable one). */
export const DEFAULT_LANDING_LANG = "en";

/** The landing's parameters, cleaned: a value that is empty, too long or holds control characters reads as absent. */
export interface LandingQuery {
  mode: string | null;
  /** `oobCode`, else `verificationCode`. */
  code: string | null;
  continueUrl: string | null;
  lang: string;
  userId: string | null;
  coupon: string | null;
  newUser: string | null;
  inviteCode: string | null;
  internalCode: string | null;
  sensitiveActionVerificationCode: string | null;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const LANG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
/** Longest code accepted (the server's codes are far shorter). */
export const LANDING_CODE_MAX_LENGTH = 512;
const LONGEST: Record<string, number> = { continueUrl: 2048, mode: 64, userId: 128, newUser: 16, internalCode: 128, invite_code: 128 };

function cleanValue(params: URLSearchParams, key: string): string | null {
  const value = params.get(key)?.trim();
  if (!value || CONTROL.test(value) || value.length > (LONGEST[key] ?? LANDING_CODE_MAX_LENGTH)) return null;
  return value;
}

/** Reads the landing's parameters from a query (`location.search` or its URLSearchParams). */
export function parseLandingQuery(search: string | URLSearchParams): LandingQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const lang = cleanValue(params, "lang");
  return {
    mode: cleanValue(params, "mode"),
    code: cleanValue(params, "oobCode") ?? cleanValue(params, "verificationCode"),
    continueUrl: cleanValue(params, "continueUrl"),
    lang: lang && LANG.test(lang) ? lang : DEFAULT_LANDING_LANG,
    userId: cleanValue(params, "userId"),
    coupon: cleanValue(params, "coupon"),
    newUser: cleanValue(params, "newUser"),
    inviteCode: cleanValue(params, "invite_code"),
    internalCode: cleanValue(params, "internalCode"),
    sensitiveActionVerificationCode: cleanValue(params, "sensitiveActionVerificationCode"),
  };
}

/** Whether `mode` is one of {@link LANDING_MODES}. */
export function isLandingMode(mode: string): mode is LandingMode {
  return (LANDING_MODES as readonly string[]).includes(mode);
}

/**
 * What the landing keeps for the rest of the visit (session storage under `xi:`): the link's mode,
 * code, continue URL, language and user id (only when mode and code came together), and the shell
 * parameters newUser, internalCode (appended to the continue URL on close) and the workspace
 * invite code (for sign-up).
 */
export interface StoredLandingParams {
  mode?: string;
  code?: string;
  continueUrl?: string;
  lang?: string;
  userId?: string;
  newUser?: string;
  internalCode?: string;
  inviteCode?: string;
}

/** Name (under the `xi:` prefix) of the stored landing parameters, in session storage. */
export const LANDING_STORAGE_NAME = "landing";
/** Name (under the `xi:` prefix) of a coupon from a link, in local storage, waiting for checkout. */
export const PENDING_COUPON_STORAGE_NAME = "pending-coupon";

/** A promo code as a link may carry it: letters, digits, `_` and `-`, at most 64. */
const COUPON = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether a stored value reads as landing parameters (every field a string). */
export function parseStoredLandingParams(value: unknown): StoredLandingParams {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const out: StoredLandingParams = {};
  const keys = ["mode", "code", "continueUrl", "lang", "userId", "newUser", "internalCode", "inviteCode"] as const;
  for (const key of keys) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === "string" && field !== "") out[key] = field;
  }
  return out;
}

/** One thing the landing does for a link. */
export type LandingAction =
  | { kind: "optOutOfUpdates"; code: string }
  /** Go to the reset-password page with the link's parameters; `to` is null when already there. */
  | { kind: "resetPassword"; to: string | null }
  | { kind: "verifyEmail"; code: string }
  /** Needs a signed-in user: ask to grant support temporary access. */
  | { kind: "verifySignInRequest"; code: string }
  /** Needs a signed-in user: the mailed proof for a sensitive action. */
  | { kind: "verifySensitiveAction"; code: string }
  | { kind: "unknownMode"; message: string }
  /** A mode that needs a code came without one (a cut-off link). */
  | { kind: "missingCode"; mode: LandingMode };

/** The whole plan for a page load. */
export interface LandingPlan {
  /** Merged into the stored parameters (null: nothing new to keep). */
  store: StoredLandingParams | null;
  /** A coupon to keep for checkout, or `invalid` (the promocode-failure dialog). */
  coupon: { kind: "store"; code: string } | { kind: "invalid" } | null;
  actions: LandingAction[];
  /** Query parameters to take out of the address bar once read (codes must not linger in history). */
  consume: string[];
}

function queryOf(entries: [string, string | null][]): string {
  const params = new URLSearchParams();
  for (const [key, value] of entries) if (value !== null) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The plan for a page at `pathname` whose query reads as `query`. */
export function planLanding(query: LandingQuery, pathname: string): LandingPlan {
  const actions: LandingAction[] = [];
  const consume = new Set<string>();
  let store: StoredLandingParams | null = null;
  const keep = (extra: StoredLandingParams) => {
    store = { ...store, ...extra };
  };

  if (query.newUser) keep({ newUser: query.newUser });
  if (query.internalCode) keep({ internalCode: query.internalCode });
  if (query.inviteCode) keep({ inviteCode: query.inviteCode });

  let coupon: LandingPlan["coupon"] = null;
  if (query.coupon) {
    coupon = COUPON.test(query.coupon) ? { kind: "store", code: query.coupon } : { kind: "invalid" };
    consume.add("coupon");
  }

  if (query.sensitiveActionVerificationCode) {
    actions.push({ kind: "verifySensitiveAction", code: query.sensitiveActionVerificationCode });
    consume.add("sensitiveActionVerificationCode");
  }

  const { mode, code } = query;
  if (mode !== null) {
    if (code !== null) {
      keep({ mode, code, lang: query.lang });
      if (query.continueUrl) keep({ continueUrl: query.continueUrl });
      if (query.userId) keep({ userId: query.userId });
    }
    const consumeLink = () => ["mode", "oobCode", "verificationCode", "continueUrl", "lang", "userId"].forEach((k) => consume.add(k));
    if (!isLandingMode(mode)) {
      actions.push({ kind: "unknownMode", message: unknownLandingMode(mode) });
      consumeLink();
    } else if (mode === "recoverEmail") {
      // Nothing is done (spec §2); the parameters are kept and leave the address bar.
      consumeLink();
    } else if (code === null) {
      actions.push({ kind: "missingCode", mode });
      consumeLink();
    } else if (mode === "resetPassword") {
      const onResetPage = pathname.replace(/\/+$/, "").toLowerCase() === APP_ROUTES.resetPassword;
      const to = `${APP_ROUTES.resetPassword}${queryOf([
        ["mode", mode],
        ["oobCode", code],
        ["continueUrl", query.continueUrl],
        ["lang", query.lang],
      ])}`;
      actions.push({ kind: "resetPassword", to: onResetPage ? null : to });
      // The reset page reads the code from its address; only what it does not need goes.
      if (onResetPage) consume.add("userId");
      else consumeLink();
    } else {
      actions.push({ kind: mode, code });
      consumeLink();
    }
  }
  return { store, coupon, actions, consume: [...consume] };
}

/** The query without the consumed parameters (`?` included, or "" when nothing is left). */
export function searchWithout(search: string, consume: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const key of consume) params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The landing dialogs: the spec's five (none, promocodeFailure, needsVerifyEmail,
 * optOutUpdatesSuccess, optOutUpdatesFailed) and the answer of a verifyEmail link (emailVerified,
 * emailVerifyFailed: "completes verification, then shows a dialog").
 */
export type LandingDialog =
  | "none"
  | "promocodeFailure"
  | "needsVerifyEmail"
  | "optOutUpdatesSuccess"
  | "optOutUpdatesFailed"
  | "emailVerified"
  | "emailVerifyFailed";

export type LandingDialogEvent = { type: "show"; dialog: Exclude<LandingDialog, "none"> } | { type: "close" };

/**
 * The dialog after `event`. The answer to a link the user just followed replaces whatever is open;
 * needsVerifyEmail (a reminder) opens only when nothing else is open, so it never hides an answer.
 */
export function nextLandingDialog(current: LandingDialog, event: LandingDialogEvent): LandingDialog {
  if (event.type === "close") return "none";
  if (event.dialog === "needsVerifyEmail" && current !== "none") return current;
  return event.dialog;
}

/** Where closing a landing dialog leads. */
export interface LandingCloseResult {
  /** Path to navigate to; null: stay on the page. */
  navigateTo: string | null;
  /** Why the stored continue URL was replaced by the default (for the log). */
  rejected?: RedirectRejection;
}

/**
 * Closing a landing dialog (the caller then clears the dialog and the stored parameters): go to
 * `target` when the dialog gives one; else to the stored continue URL (only if it passes the
 * redirect rule, else the default path) with the stored internalCode and newUser appended; with
 * no continue URL, stay.
 */
export function landingCloseDestination(stored: StoredLandingParams, origin: string, target?: string): LandingCloseResult {
  if (target) return { navigateTo: target };
  if (!stored.continueUrl) return { navigateTo: null };
  const decision = redirectAfterSignIn(stored.continueUrl, origin, { allowAuthPages: true });
  const url = new URL(decision.path, origin);
  if (stored.internalCode) url.searchParams.set("internalCode", stored.internalCode);
  if (stored.newUser) url.searchParams.set("newUser", stored.newUser);
  const navigateTo = `${url.pathname}${url.search}${url.hash}`;
  return decision.rejected ? { navigateTo, rejected: decision.rejected } : { navigateTo };
}

/** How a call with an account-action code ended (spec §5: reset check, reset confirm, e-mail verification). */
export type ActionCodeOutcome = "success" | "invalid_action_code" | "unknown_error";

/** The outcome of a failed call from its HTTP status and error type (`detail.status`). */
export function actionCodeFailure(status: number | null, errorType: string | null | undefined): Exclude<ActionCodeOutcome, "success"> {
  return status !== null && status < 500 && errorType === "invalid_action_code" ? "invalid_action_code" : "unknown_error";
}

/** Shown for an invalid, used or expired link. */
export const INVALID_ACTION_LINK = "This link is invalid or has expired. Ask for a new one.";

/** The needsVerifyEmail dialog. */
export const NEEDS_VERIFY_EMAIL = {
  title: "Verify your e-mail",
  description: (email: string) => `We've sent a link to ${email}. Follow it to verify your address.`,
  resend: "Resend e-mail",
  resent: "We've sent you a new verification e-mail.",
} as const;

/** The slim banner of the signed-in layout while the e-mail is not verified. */
export const UNVERIFIED_BANNER = "Your e-mail address is not verified yet. Check your inbox for the link.";

/** The dialog after a verifyEmail link. */
export const EMAIL_VERIFIED_TITLE = "E-mail verified";
export const EMAIL_VERIFY_FAILED_TITLE = "Verification failed";

/** The promocode-failure dialog (§6: its title depends on whether the visitor is signed in). */
export function promocodeFailureDialog(signedIn: boolean): { title: string; description: string } {
  return {
    title: promoCodeFailureTitle(signedIn),
    description: signedIn
      ? "This promo code cannot be used. It has been removed from your browser."
      : "Sign in or create an account, then follow the promo link again.",
  };
}

/** The support-access confirmation of a verifySignInRequest link. */
export const SUPPORT_ACCESS_DIALOG = {
  title: "Grant support access?",
  description:
    "Our support team asked to sign in to your account to help you. Grant support temporary access to your account?",
  confirm: "Grant access",
  cancel: "Decline",
} as const;

/** Where answering a support-access request leads (granted: "then home"; "declining goes home"). */
export const SUPPORT_ACCESS_HOME_PATH: string = APP_ROUTES.app;

/** Shown when a link needs a code and came without one. */
export const MISSING_CODE_MESSAGE = "This link is incomplete. Open it again from the e-mail, or ask for a new one.";
