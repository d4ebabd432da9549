import { activityRecordGapMs, needsTwoFactorSetup } from "@vocable/domain";
import type { AppDeps } from "../app-env";
import { deleteSessionOfUser, findSessionActivity, touchSession } from "#features/accounts/sessions/repo";

/** What the inactivity rule says of a session Better Auth accepted. */
export type SessionActivityCheck =
  | {
      state: "active";
      workspaceId: string;
      role: "admin" | "editor";
      isLocked: boolean;
      /** The workspace requires two-factor and the user has none yet. */
      twoFactorSetupRequired: boolean;
    }
  /** Idle past its workspace's `session_inactivity_timeout`: the session has been deleted. */
  | { state: "expired" }
  /** The user belongs to no workspace. */
  | { state: "no_workspace" };

/**
 * The server's side of the inactivity timeout, the one rule for every request that carries a
 * session (the /v1 routes through `authenticate`, and the Better Auth endpoints): a session idle
 * for longer than its workspace's `session_inactivity_timeout` is deleted, so a closed tab does not
 * keep it alive. With `record`, the request counts as activity: `last_active_at` is written when it
 * is older than activityRecordGapMs (once a minute, or a quarter of a shorter timeout).
 */
export async function checkSessionActivity(
  db: AppDeps["db"],
  session: { id: string; userId: string },
  opts: { now: Date; record: boolean },
): Promise<SessionActivityCheck> {
  const activity = await findSessionActivity(db, session.id, session.userId);
  if (!activity) return { state: "no_workspace" };
  const { now } = opts;
  if (activity.inactivityTimeout !== null && now.getTime() - activity.lastActiveAt.getTime() > activity.inactivityTimeout * 1000) {
    await deleteSessionOfUser(db, session.userId, session.id);
    return { state: "expired" };
  }
  // The UPDATE's own condition holds between requests at once; the activity just read saves it most of the time.
  const gap = activityRecordGapMs(activity.inactivityTimeout);
  if (opts.record && now.getTime() - activity.lastActiveAt.getTime() >= gap) await touchSession(db, session.id, now, gap);
  return {
    state: "active",
    workspaceId: activity.workspaceId,
    role: activity.role,
    isLocked: activity.isLocked,
    // A session is always a person's: service accounts cannot sign in.
    twoFactorSetupRequired: needsTwoFactorSetup({ mfaRequired: activity.mfaRequired, isServiceAccount: false, hasTwoFactor: activity.hasTwoFactor }),
  };
}

/**
 * Before a request that carries cookies reaches Better Auth: ends its session when it is idle past
 * the timeout, so Better Auth then finds none (get-session answers no session, set-up and the
 * second factor are refused). Not counted as activity: the web app checks the session on a timer,
 * which says nothing about a person being there.
 */
export async function endIdleSession(deps: Pick<AppDeps, "db" | "auth">, headers: Headers, now: Date): Promise<void> {
  if (!headers.has("cookie")) return;
  const found = await deps.auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (found) await checkSessionActivity(deps.db, { id: found.session.id, userId: found.user.id }, { now, record: false });
}
