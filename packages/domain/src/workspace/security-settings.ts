/**
 * A workspace's security settings (issue 9 §5): `mfa_required_for_users` and
 * `session_inactivity_timeout`. Pure rules shared by the server (validation, enforcement) and the
 * web page (choices, labels).
 */
import { INACTIVITY_TIMEOUT_MAX_SECONDS } from "../account/auth-session";

/** Shortest inactivity timeout an admin may set: 5 minutes (a shorter one signs people out mid-sentence). */
export const SESSION_INACTIVITY_TIMEOUT_MIN_SECONDS = 5 * 60;
/**
 * Longest one: 24 days, the longest the browser honours (a timer holds at most 2^31 - 1 ms), so
 * the server and the web app never disagree about when an idle session ends.
 */
export const SESSION_INACTIVITY_TIMEOUT_MAX_SECONDS = INACTIVITY_TIMEOUT_MAX_SECONDS;

/** The choices the security page offers (seconds); the API takes any whole number of seconds in range. */
export const SESSION_INACTIVITY_TIMEOUT_CHOICES: readonly number[] = [
  5 * 60,
  15 * 60,
  30 * 60,
  60 * 60,
  4 * 60 * 60,
  8 * 60 * 60,
  12 * 60 * 60,
  24 * 60 * 60,
  7 * 24 * 60 * 60,
  14 * 24 * 60 * 60,
  SESSION_INACTIVITY_TIMEOUT_MAX_SECONDS,
];

/** Why a timeout cannot be set, or null when it can (null itself means "no timeout"). */
export function inactivityTimeoutRefusal(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (!Number.isInteger(seconds)) return "The inactivity timeout is a whole number of seconds.";
  if (seconds < SESSION_INACTIVITY_TIMEOUT_MIN_SECONDS) return "The inactivity timeout is at least 5 minutes (300 seconds).";
  if (seconds > SESSION_INACTIVITY_TIMEOUT_MAX_SECONDS) return `The inactivity timeout is at most 24 days (${SESSION_INACTIVITY_TIMEOUT_MAX_SECONDS} seconds).`;
  return null;
}

/** A timeout in words for the page: "30 minutes", "1 hour", "7 days"; null is "Never". */
export function describeInactivityTimeout(seconds: number | null): string {
  if (seconds === null) return "Never";
  const units: [number, string][] = [
    [24 * 60 * 60, "day"],
    [60 * 60, "hour"],
    [60, "minute"],
  ];
  for (const [size, name] of units) {
    if (seconds % size === 0) {
      const n = seconds / size;
      return `${n} ${name}${n === 1 ? "" : "s"}`;
    }
  }
  return `${seconds} seconds`;
}

/**
 * Whether a member must set up two-factor before using the workspace: the workspace requires it,
 * the member is a person (service accounts have no sign-in; their keys are the credential), and
 * they have no confirmed TOTP factor.
 */
export function needsTwoFactorSetup(input: { mfaRequired: boolean; isServiceAccount: boolean; hasTwoFactor: boolean }): boolean {
  return input.mfaRequired && !input.isServiceAccount && !input.hasTwoFactor;
}

/** The page's toast after a change. */
export const SECURITY_SETTINGS_UPDATED = "Workspace security settings updated.";
/** Why a member sees the settings read-only. */
export const SECURITY_SETTINGS_ADMIN_ONLY = "Only workspace admins can change the security settings.";
/** The banner above the two-factor set-up a member is sent to. */
export const TWO_FACTOR_REQUIRED_BANNER =
  "This workspace requires two-factor authentication. Set it up to keep using the workspace, or switch to another workspace.";
