import { and, asc, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { hasConfirmedTwoFactorSql } from "#features/accounts/two-factor/repo";
import { session, userProfile, workspace, workspaceMember } from "#db/schema/index";
import { forgetAccess } from "#platform/access/access-cache";

export type SessionRow = typeof session.$inferSelect;

/** What authentication needs of a session besides Better Auth's check: its workspace and activity. */
export interface SessionActivity {
  workspaceId: string;
  role: "admin" | "editor";
  isLocked: boolean;
  lastActiveAt: Date;
  /** The workspace's `session_inactivity_timeout` in seconds, or null for none. */
  inactivityTimeout: number | null;
  /** The workspace's `mfa_required_for_users`. */
  mfaRequired: boolean;
  /** Whether the user has a confirmed TOTP factor (Better Auth's flag on the user row). */
  hasTwoFactor: boolean;
}

/**
 * The session's workspace, the user's role there, its inactivity timeout and two-factor
 * requirement, whether the user has two-factor, and the session's last activity, in one query. The workspace is the one the user last switched to while they are still
 * an unlocked member of it, else their first unlocked membership, else (all locked) the first.
 */
export async function findSessionActivity(db: Db, sessionId: string, userId: string): Promise<SessionActivity | null> {
  const rows = await db
    .select({
      workspaceId: workspaceMember.workspaceId,
      role: workspaceMember.role,
      isLocked: workspaceMember.isLocked,
      lastActiveAt: session.lastActiveAt,
      inactivityTimeout: workspace.sessionInactivityTimeout,
      mfaRequired: workspace.mfaRequiredForUsers,
      hasTwoFactor: hasConfirmedTwoFactorSql(session.userId),
    })
    .from(session)
    .innerJoin(workspaceMember, eq(workspaceMember.userId, session.userId))
    .innerJoin(workspace, eq(workspace.id, workspaceMember.workspaceId))
    .leftJoin(userProfile, eq(userProfile.userId, session.userId))
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .orderBy(
      asc(workspaceMember.isLocked),
      desc(sql`${workspaceMember.workspaceId} = ${userProfile.currentWorkspaceId} is true`),
      asc(workspaceMember.createdAt),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Records activity on a session, unless it was recorded less than `minGapMs` ago (one write a minute at most). */
export async function touchSession(db: Db, sessionId: string, now: Date, minGapMs: number): Promise<void> {
  await db
    .update(session)
    .set({ lastActiveAt: now })
    .where(and(eq(session.id, sessionId), lt(session.lastActiveAt, new Date(now.getTime() - minGapMs))));
}

/** Ends one session of a user; false when the user has no such session. */
export async function deleteSessionOfUser(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  forgetAccess();
  return rows.length > 0;
}

/** Ends every session of a user but `keepSessionId` (none kept when it is null); returns how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string | null): Promise<number> {
  const where = keepSessionId ? and(eq(session.userId, userId), ne(session.id, keepSessionId)) : eq(session.userId, userId);
  const rows = await db.delete(session).where(where).returning({ id: session.id });
  forgetAccess();
  return rows.length;
}

/** Where a page of sessions ends: the last row's `last_active_at` as PostgreSQL's text (microseconds kept) and id. */
export interface SessionCursor {
  lastActiveAt: string;
  id: string;
}

/** The SELECT of one page of a user's live sessions, unexecuted (the plan test EXPLAINs it). */
export function sessionPageSelect(db: Db, userId: string, now: Date, limit: number, after: SessionCursor | null) {
  const keyset = after ? sql`(${session.lastActiveAt}, ${session.id}) < (${after.lastActiveAt}::timestamptz, ${after.id})` : undefined;
  return db
    .select({ row: session, lastActiveText: sql<string>`${session.lastActiveAt}::text` })
    .from(session)
    .where(and(eq(session.userId, userId), keyset, gt(session.expiresAt, now)))
    .orderBy(desc(session.lastActiveAt), desc(session.id))
    .limit(limit);
}
