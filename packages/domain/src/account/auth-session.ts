/**
 * The browser's view of the signed-in session (spec accounts §4 "Auth session", "Inactivity"; §9):
 * when a missing user really means "signed out", how often a verified user's session is
 * re-checked, and the inactivity timer of workspaces with `session_inactivity_timeout`.
 */

/** The session of a user with a verified e-mail is re-checked this often. */
export const TOKEN_REFRESH_MS = 300_000;
/** Sign-out is applied only after this long without a user (a flapping check does not sign out). */
export const SIGN_OUT_DEBOUNCE_MS = 1_000;

/** How often the session is re-checked: every {@link TOKEN_REFRESH_MS} for a verified user, else never on a timer. */
export function sessionRefreshInterval(user: { emailVerified?: boolean | null } | null | undefined): number | false {
  return user?.emailVerified === true ? TOKEN_REFRESH_MS : false;
}

/**
 * What the observer of the session knows: since when no user has been seen (null while a user is
 * there). Sign-out is applied once that has lasted {@link SIGN_OUT_DEBOUNCE_MS}.
 */
export interface SessionObservation {
  noUserSince: number | null;
}

/** The observation after a check that found (or did not find) a user at `now`. */
export function observeSessionUser(state: SessionObservation, hasUser: boolean, now: number): SessionObservation {
  if (hasUser) return { noUserSince: null };
  return { noUserSince: state.noUserSince ?? now };
}

/** When sign-out must be applied (null: there is a user). */
export function signOutDueAt(state: SessionObservation): number | null {
  return state.noUserSince === null ? null : state.noUserSince + SIGN_OUT_DEBOUNCE_MS;
}

/** The browser events that count as activity and restart the inactivity timer. */
export const INACTIVITY_EVENTS = ["mousemove", "keydown", "click", "scroll", "touchstart", "visibilitychange"] as const;
export type InactivityEvent = (typeof INACTIVITY_EVENTS)[number];

/** Activity is recorded at most this often (a moving mouse fires hundreds of events a second). */
export const INACTIVITY_RESTART_THROTTLE_MS = 1_000;

/**
 * Longest inactivity timeout honoured: 24 days. A browser timer holds at most 2^31 - 1 ms (about
 * 24.8 days); a longer delay fires at once.
 */
export const INACTIVITY_TIMEOUT_MAX_SECONDS = 24 * 24 * 60 * 60;

/**
 * The workspace's `session_inactivity_timeout` in seconds from an untrusted value: a positive,
 * finite number (capped at {@link INACTIVITY_TIMEOUT_MAX_SECONDS}); anything else means no timeout.
 */
export function parseInactivityTimeout(value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return null;
  return Math.min(Math.ceil(value), INACTIVITY_TIMEOUT_MAX_SECONDS);
}

/** What to do with an activity event or a timer firing. */
export type InactivityVerdict =
  | { kind: "expired" }
  | { kind: "restart"; lastActivityAt: number; expiresAt: number }
  | { kind: "wait"; expiresAt: number };

/**
 * The inactivity rule at `now`, given the last recorded activity (the latest of every tab of the
 * browser, so working in one tab keeps the others signed in):
 * - past the deadline: expired (also when the event is activity: a tab asleep past its deadline
 *   must not be revived by the first mouse move after waking);
 * - activity more than {@link INACTIVITY_RESTART_THROTTLE_MS} after the last recorded one: restart;
 * - otherwise wait for the deadline.
 */
export function inactivityVerdict(input: {
  now: number;
  lastActivityAt: number;
  timeoutSeconds: number;
  activity: boolean;
}): InactivityVerdict {
  const timeoutMs = input.timeoutSeconds * 1000;
  const expiresAt = input.lastActivityAt + timeoutMs;
  if (input.now >= expiresAt) return { kind: "expired" };
  if (input.activity && input.now - input.lastActivityAt >= INACTIVITY_RESTART_THROTTLE_MS) {
    return { kind: "restart", lastActivityAt: input.now, expiresAt: input.now + timeoutMs };
  }
  return { kind: "wait", expiresAt };
}

/** With no inactivity timeout, a session's activity is recorded (and reported) at most once a minute. */
export const ACTIVITY_RECORD_MAX_GAP_MS = 60_000;

/**
 * How often a session's activity is recorded by the server, and how often the browser reports an
 * active user's input: at most once a minute, and at most a quarter of the workspace's inactivity
 * timeout (seconds, null for none). Recorded activity is then never older than the gap plus the
 * time between two reports, well inside the timeout, so an active user is not signed out by the
 * server with a short timeout.
 */
export function activityRecordGapMs(timeoutSeconds: number | null): number {
  if (timeoutSeconds === null || !Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0) return ACTIVITY_RECORD_MAX_GAP_MS;
  return Math.min(ACTIVITY_RECORD_MAX_GAP_MS, Math.floor((timeoutSeconds * 1000) / 4));
}

/**
 * Whether the browser reports activity now (POST /v1/user/session-activity): the user is active
 * and the last report of any tab is at least {@link activityRecordGapMs} old.
 */
export function activityReportDue(input: { now: number; lastReportAt: number; timeoutSeconds: number | null }): boolean {
  return input.now - input.lastReportAt >= activityRecordGapMs(input.timeoutSeconds);
}
