import { INACTIVITY_EVENTS, activityReportDue, inactivityVerdict, parseInactivityTimeout, storageKey } from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { userQueryOptions } from "#features/accounts/user/api/user-query";
import { reportSessionActivity } from "./api/report-session-activity";
import { useSession } from "./api/use-session";
import { useSignOut } from "./api/use-sign-out";

/** Local-storage key of the last activity of any tab (so working in one tab keeps the others signed in). */
const LAST_ACTIVITY_KEY = storageKey("last-activity");
/** Local-storage key of the last activity report sent to the server by any tab. */
const LAST_REPORT_KEY = storageKey("last-activity-report");

function readShared(key: string): number {
  const value = Number(window.localStorage.getItem(key));
  return Number.isFinite(value) ? value : 0;
}

function writeShared(key: string, at: number): void {
  try {
    window.localStorage.setItem(key, String(at));
  } catch {
    // Storage disabled: each tab keeps its own timer and reports.
  }
}

const readSharedActivity = () => readShared(LAST_ACTIVITY_KEY);
const writeSharedActivity = (at: number) => writeShared(LAST_ACTIVITY_KEY, at);

/**
 * The workspace's inactivity timeout (spec accounts §4 "Inactivity"): when GET /v1/user carries
 * `session_inactivity_timeout` (seconds), mouse, key, click, scroll, touch and visibility events
 * restart a timer (recorded at most once a second); when it runs out the user is signed out the
 * same way as with the Sign out button (every tab). The server enforces the same timeout on its
 * side, so a closed tab does not keep the session alive; while the user is active, the browser
 * tells it so (POST /v1/user/session-activity) at most once per min(60 s, timeout / 4) across
 * tabs, so a person working without calling the API is not signed out by the server.
 */
export function useInactivitySignOut(): void {
  const { data: session } = useSession();
  const { data: user } = useQuery({ ...userQueryOptions, enabled: !!session });
  const timeoutSeconds = parseInactivityTimeout((user as Record<string, unknown> | undefined)?.session_inactivity_timeout);
  const { mutate: signOut } = useSignOut();

  useEffect(() => {
    if (timeoutSeconds === null) return;
    let lastActivityAt = Math.max(Date.now(), readSharedActivity());
    writeSharedActivity(lastActivityAt);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    let lastReportAt = 0;
    const report = (now: number) => {
      lastReportAt = Math.max(lastReportAt, readShared(LAST_REPORT_KEY));
      if (!activityReportDue({ now, lastReportAt, timeoutSeconds })) return;
      lastReportAt = now;
      writeShared(LAST_REPORT_KEY, now);
      reportSessionActivity();
    };

    const end = () => {
      if (ended) return;
      ended = true;
      signOut();
    };
    const check = (activity: boolean) => {
      if (ended) return;
      lastActivityAt = Math.max(lastActivityAt, readSharedActivity());
      const verdict = inactivityVerdict({ now: Date.now(), lastActivityAt, timeoutSeconds, activity });
      if (verdict.kind === "expired") return end();
      if (verdict.kind === "restart") {
        lastActivityAt = verdict.lastActivityAt;
        writeSharedActivity(lastActivityAt);
        report(lastActivityAt);
      }
      // Re-armed only on a restart or when the timer fires: a throttled event does no work.
      if (verdict.kind === "restart" || !activity) {
        clearTimeout(timer);
        timer = setTimeout(() => check(false), verdict.expiresAt - Date.now());
      }
    };
    const onActivity = () => check(true);

    check(false);
    for (const name of INACTIVITY_EVENTS) {
      const target = name === "visibilitychange" ? document : window;
      target.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    return () => {
      ended = true;
      clearTimeout(timer);
      for (const name of INACTIVITY_EVENTS) {
        const target = name === "visibilitychange" ? document : window;
        target.removeEventListener(name, onActivity, { capture: true });
      }
    };
  }, [timeoutSeconds, signOut]);
}
