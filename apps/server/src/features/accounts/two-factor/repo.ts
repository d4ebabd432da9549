import { and, eq, isNull, lt, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { preparedQuery } from "#db/prepared-query";
import { backupCode, session, twoFactor, user } from "#db/schema/index";
import { newId } from "#platform/ids";
import { forgetAccess } from "#platform/access/access-cache";

export type TwoFactorRow = typeof twoFactor.$inferSelect;

/** Consecutive wrong second-factor answers before the account is locked, and for how long (the plugin's defaults). */
export const LOCKOUT_MAX_FAILURES = 10;
export const LOCKOUT_SECONDS = 15 * 60;

export async function findTwoFactor(db: Db, userId: string): Promise<TwoFactorRow | null> {
  const rows = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** Whether the user has a confirmed TOTP factor (the plugin's flag on the user row). */
export async function isTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).limit(1);
  return rows[0]?.enabled ?? false;
}

/**
 * Whether the user in `userId` (a column of the outer query) has a confirmed TOTP factor, as a
 * select expression: the plugin's flag and a verified factor row, the test twoFactorFields uses.
 * Authentication reads it in the same query as the session or the key (the workspace's
 * `mfa_required_for_users`).
 */
export function hasConfirmedTwoFactorSql(userId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${twoFactor} inner join ${user} on ${user.id} = ${twoFactor.userId} where ${twoFactor.userId} = ${userId} and ${twoFactor.verified} and ${user.twoFactorEnabled})`;
}

/**
 * Claims a TOTP time step for the user: true when no code of this step or a later one was
 * accepted before. One conditional UPDATE, so two requests with the same code cannot both win.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))))
    .returning({ id: twoFactor.id });
  return rows.length > 0;
}

/** Records when the factor was confirmed (first accepted code), once. */
export async function markEnrolled(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(twoFactor)
    .set({ enrolledAt: at })
    .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enrolledAt)));
}

/** Ends every session of the user but the one with `keepToken`. */
export async function deleteOtherSessions(db: Db, userId: string, keepToken: string): Promise<void> {
  await db.delete(session).where(and(eq(session.userId, userId), ne(session.token, keepToken)));
  forgetAccess();
}

/** Replaces the user's backup codes with these hashes (the old set stops working in the same transaction). */
export async function replaceBackupCodes(db: Db, userId: string, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(backupCode).where(eq(backupCode.userId, userId));
    await tx.insert(backupCode).values(codeHashes.map((codeHash) => ({ id: newId(), userId, codeHash })));
  });
}

export interface TwoFactorState {
  /** When the confirmed TOTP factor was enrolled (its first accepted code, else its creation); null without one. */
  confirmedAt: Date | null;
  /** Whether unused backup codes remain. */
  hasBackupCodes: boolean;
}

/**
 * What the User's two-factor fields need, as select expressions of a query over `user` (the
 * plugin's flag and a verified factor row, the test hasConfirmedTwoFactorSql makes): GET /v1/user
 * reads them in its one statement.
 */
export function twoFactorStateSql() {
  // Each subquery nested in a sql`` of its own: drizzle drops the table names of a one-table
  // select's top-level columns, which would make `id` here the factor's own.
  const confirmedAt = sql`select coalesce(${twoFactor.enrolledAt}, ${twoFactor.createdAt}) from ${twoFactor} where ${twoFactor.userId} = ${user.id} and ${twoFactor.verified} and ${user.twoFactorEnabled} limit 1`;
  const unusedBackupCode = sql`select 1 from ${backupCode} where ${backupCode.userId} = ${user.id} and ${backupCode.usedAt} is null`;
  return {
    confirmedAt: sql<Date | null>`(${confirmedAt})`.mapWith(twoFactor.createdAt),
    hasBackupCodes: sql<boolean>`exists (${unusedBackupCode})`,
  };
}

const twoFactorState = preparedQuery((db, name) =>
  db
    .select(twoFactorStateSql())
    .from(user)
    .where(eq(user.id, sql.placeholder("userId")))
    .prepare(name),
);

/** What the User's two-factor fields need, in one statement (twoFactorStateSql's). */
export async function readTwoFactorState(db: Db, userId: string): Promise<TwoFactorState> {
  const [row] = await twoFactorState(db).execute({ userId });
  return { confirmedAt: row?.confirmedAt ?? null, hasBackupCodes: row?.hasBackupCodes ?? false };
}

/** Removes the factor: the two_factor row, the user's flag and every backup code. */
async function removeFactorIn(tx: Pick<Db, "delete" | "update">, userId: string): Promise<void> {
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx.delete(backupCode).where(eq(backupCode.userId, userId));
  await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, userId));
  forgetAccess();
}

export async function removeFactor(db: Db, userId: string): Promise<void> {
  await db.transaction((tx) => removeFactorIn(tx, userId));
}

/**
 * Uses one of the user's backup codes to remove the factor: the code is claimed (an unused code of
 * this user with this hash) and the factor removed in one transaction. False when there is no such
 * unused code; a concurrent request with the same code waits on the row lock and then finds it
 * used (or gone), so a code works once.
 */
export async function consumeBackupCodeAndRemoveFactor(db: Db, userId: string, codeHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(backupCode)
      .set({ usedAt: new Date() })
      .where(and(eq(backupCode.userId, userId), eq(backupCode.codeHash, codeHash), isNull(backupCode.usedAt)))
      .returning({ id: backupCode.id });
    if (claimed.length === 0) return false;
    await removeFactorIn(tx, userId);
    return true;
  });
}

/** The lock on second-factor answers (shared with the plugin's TOTP check), or null when not locked. */
export function lockedUntil(row: TwoFactorRow, now: Date): Date | null {
  return row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Counts a wrong second-factor answer toward the plugin's account lockout, locking at the limit. */
export async function recordSecondFactorFailure(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(twoFactor)
    .set({
      failedVerificationCount: sql`${twoFactor.failedVerificationCount} + 1`,
      lockedUntil: sql`CASE WHEN ${twoFactor.failedVerificationCount} + 1 >= ${LOCKOUT_MAX_FAILURES} THEN ${new Date(now.getTime() + LOCKOUT_SECONDS * 1000).toISOString()}::timestamptz ELSE ${twoFactor.lockedUntil} END`,
    })
    .where(eq(twoFactor.userId, userId));
}

/** The user's e-mail (for the sensitive-action proof), or null when the user is gone. */
export async function findUserEmail(db: Db, userId: string): Promise<string | null> {
  const rows = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return rows[0]?.email ?? null;
}
