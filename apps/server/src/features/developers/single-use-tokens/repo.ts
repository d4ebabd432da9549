import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "#db/client";
import { apiKey, singleUseToken, workspaceMember } from "#db/schema/index";

export type SingleUseTokenRow = typeof singleUseToken.$inferSelect;

export async function insertSingleUseToken(db: Db, row: typeof singleUseToken.$inferInsert): Promise<void> {
  await db.insert(singleUseToken).values(row);
}

/**
 * Uses the token: marks it used in the same statement that finds it, so of two connections racing
 * with one token only one gets it. Null when unknown, of another kind, expired or used.
 */
export async function takeSingleUseToken(db: Db, tokenHash: string, tokenType: string, now: Date): Promise<SingleUseTokenRow | null> {
  const [row] = await db
    .update(singleUseToken)
    .set({ usedAt: now })
    .where(and(eq(singleUseToken.tokenHash, tokenHash), eq(singleUseToken.tokenType, tokenType), isNull(singleUseToken.usedAt), gt(singleUseToken.expiresAt, now)))
    .returning();
  return row ?? null;
}

/** Whether its maker may still act: still a member, not locked, and its key (if any) still there and enabled. */
export async function makerStillAllowed(db: Db, row: SingleUseTokenRow): Promise<boolean> {
  const [member] = await db
    .select({ isLocked: workspaceMember.isLocked })
    .from(workspaceMember)
    .where(and(eq(workspaceMember.workspaceId, row.workspaceId), eq(workspaceMember.userId, row.userId)))
    .limit(1);
  if (!member || member.isLocked) return false;
  if (!row.apiKeyId) return true;
  const [key] = await db.select({ isDisabled: apiKey.isDisabled }).from(apiKey).where(eq(apiKey.id, row.apiKeyId)).limit(1);
  return key !== undefined && !key.isDisabled;
}

/** The daily cleanup: tokens past their expiry, used or not. */
export async function deleteExpiredSingleUseTokens(db: Db, now: Date): Promise<number> {
  return (await db.delete(singleUseToken).where(lt(singleUseToken.expiresAt, now)).returning({ id: singleUseToken.id })).length;
}
