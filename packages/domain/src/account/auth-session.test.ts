import { describe, expect, it } from "vitest";
import {
  ACTIVITY_RECORD_MAX_GAP_MS,
  INACTIVITY_EVENTS,
  INACTIVITY_RESTART_THROTTLE_MS,
  INACTIVITY_TIMEOUT_MAX_SECONDS,
  SIGN_OUT_DEBOUNCE_MS,
  TOKEN_REFRESH_MS,
  activityRecordGapMs,
  activityReportDue,
  inactivityVerdict,
  observeSessionUser,
  parseInactivityTimeout,
  sessionRefreshInterval,
  signOutDueAt,
} from "./auth-session";

describe("auth session", () => {
  it("has the spec's timings", () => {
    expect(TOKEN_REFRESH_MS).toBe(300_000);
    expect(SIGN_OUT_DEBOUNCE_MS).toBe(1000);
  });

  it.each([
    [{ emailVerified: true }, TOKEN_REFRESH_MS],
    [{ emailVerified: false }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])("refresh interval for %j is %s", (user, interval) => {
    expect(sessionRefreshInterval(user)).toBe(interval);
  });

  it("applies sign-out only after a second without a user", () => {
    let state = observeSessionUser({ noUserSince: null }, true, 0);
    expect(signOutDueAt(state)).toBeNull();
    state = observeSessionUser(state, false, 1000);
    expect(signOutDueAt(state)).toBe(2000);
    // A second check still without a user keeps the first moment.
    state = observeSessionUser(state, false, 1500);
    expect(signOutDueAt(state)).toBe(2000);
    // The user is back (a flapping check): nothing to apply.
    state = observeSessionUser(state, true, 1800);
    expect(signOutDueAt(state)).toBeNull();
  });
});

describe("inactivity", () => {
  it("restarts on the spec's events", () => {
    expect([...INACTIVITY_EVENTS]).toEqual(["mousemove", "keydown", "click", "scroll", "touchstart", "visibilitychange"]);
  });

  it("caps the timeout within what a browser timer can hold", () => {
    expect(INACTIVITY_TIMEOUT_MAX_SECONDS * 1000).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it.each([
    [600, 600],
    [0.5, 1],
    [1e12, INACTIVITY_TIMEOUT_MAX_SECONDS],
    [0, null],
    [-5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ["600", null],
    [null, null],
    [undefined, null],
    [{}, null],
  ])("timeout %j -> %s", (value, seconds) => {
    expect(parseInactivityTimeout(value)).toBe(seconds);
  });

  const base = { lastActivityAt: 10_000, timeoutSeconds: 60 };
  it.each([
    // Activity within the throttle window is not recorded again.
    [{ ...base, now: 10_500, activity: true }, { kind: "wait", expiresAt: 70_000 }],
    [{ ...base, now: 10_000 + INACTIVITY_RESTART_THROTTLE_MS, activity: true }, { kind: "restart", lastActivityAt: 11_000, expiresAt: 71_000 }],
    [{ ...base, now: 69_999, activity: true }, { kind: "restart", lastActivityAt: 69_999, expiresAt: 129_999 }],
    // The timer firing early (another tab was active) waits for the new deadline.
    [{ ...base, now: 40_000, activity: false }, { kind: "wait", expiresAt: 70_000 }],
    [{ ...base, now: 70_000, activity: false }, { kind: "expired" }],
    // A tab waking after its deadline is not revived by the first event.
    [{ ...base, now: 500_000, activity: true }, { kind: "expired" }],
  ])("%j -> %j", (input, verdict) => {
    expect(inactivityVerdict(input)).toEqual(verdict);
  });

  it.each([
    [null, ACTIVITY_RECORD_MAX_GAP_MS],
    [3600, 60_000],
    [240, 60_000],
    [239, 59_750],
    [60, 15_000],
    [2, 500],
    [1, 250],
    [0, ACTIVITY_RECORD_MAX_GAP_MS],
    [-5, ACTIVITY_RECORD_MAX_GAP_MS],
    [Number.NaN, ACTIVITY_RECORD_MAX_GAP_MS],
  ])("activity is recorded at least every quarter of a %s s timeout, at most once a minute -> %s ms", (timeout, gap) => {
    expect(activityRecordGapMs(timeout)).toBe(gap);
  });

  it.each([
    [{ now: 100_000, lastReportAt: 0, timeoutSeconds: 600 }, true],
    [{ now: 100_000, lastReportAt: 40_001, timeoutSeconds: 600 }, false],
    [{ now: 100_000, lastReportAt: 40_000, timeoutSeconds: 600 }, true],
    // A 20 s timeout: every 5 s while active.
    [{ now: 100_000, lastReportAt: 95_001, timeoutSeconds: 20 }, false],
    [{ now: 100_000, lastReportAt: 95_000, timeoutSeconds: 20 }, true],
    [{ now: 100_000, lastReportAt: 50_000, timeoutSeconds: null }, false],
  ])("report due %j -> %s", (input, due) => {
    expect(activityReportDue(input)).toBe(due);
  });
});
