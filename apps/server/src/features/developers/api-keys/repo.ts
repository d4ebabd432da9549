import { createHash } from "node:crypto";
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { apiKey, workspace, workspaceMember } from "#db/schema/index";
import { hasConfirmedTwoFactorSql } from "#features/accounts/two-factor/repo";
import { forgetAccess } from "#platform/access/access-cache";

export type ApiKeyRow = typeof apiKey.$inferSelect;

/** API keys are looked up by their SHA-256: they are long random strings, so a fast hash is safe. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export async function insertApiKey(db: Db, row: typeof apiKey.$inferInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKey).values(row).returning();
  forgetAccess();
  return created;
}

/** A holder's keys in one workspace, newest first; the order matches the (workspace_id, user_id, created_at DESC, id DESC) index, so no sort. */
export function listApiKeys(db: Db, owner: { userId: string; workspaceId: string }): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.workspaceId, owner.workspaceId), eq(apiKey.userId, owner.userId)))
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id));
}

/** The holder's newest key in the workspace (its hint is the User's `xi_api_key_preview`), or null. */
export async function findLatestApiKey(db: Db, owner: { userId: string; workspaceId: string }): Promise<ApiKeyRow | null> {
  const rows = await db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.workspaceId, owner.workspaceId), eq(apiKey.userId, owner.userId)))
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id))
    .limit(1);
  return rows[0] ?? null;
}

/** One key of a holder in a workspace, or null. */
export async function findApiKeyOf(db: Db, owner: { userId: string; workspaceId: string }, keyId: string): Promise<ApiKeyRow | null> {
  const rows = await db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.id, keyId), eq(apiKey.workspaceId, owner.workspaceId), eq(apiKey.userId, owner.userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A key with its holder's membership of the key's workspace (null when the holder is no longer a member). */
export interface ApiKeyWithMember {
  key: ApiKeyRow;
  member: { role: "admin" | "editor"; kind: "person" | "service_account"; isLocked: boolean } | null;
  /** The key's workspace requires two-factor (`mfa_required_for_users`). */
  mfaRequired: boolean;
  /** The holder has a confirmed TOTP factor. */
  hasTwoFactor: boolean;
}

export async function findApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyWithMember | null> {
  const rows = await db
    .select({
      key: apiKey,
      role: workspaceMember.role,
      kind: workspaceMember.kind,
      isLocked: workspaceMember.isLocked,
      mfaRequired: workspace.mfaRequiredForUsers,
      hasTwoFactor: hasConfirmedTwoFactorSql(apiKey.userId),
    })
    .from(apiKey)
    .innerJoin(workspace, eq(workspace.id, apiKey.workspaceId))
    .leftJoin(workspaceMember, and(eq(workspaceMember.workspaceId, apiKey.workspaceId), eq(workspaceMember.userId, apiKey.userId)))
    .where(eq(apiKey.keyHash, keyHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    key: row.key,
    member: row.role && row.kind && row.isLocked !== null ? { role: row.role, kind: row.kind, isLocked: row.isLocked } : null,
    mfaRequired: row.mfaRequired,
    hasTwoFactor: row.hasTwoFactor,
  };
}

/** What can change on a key. */
export type ApiKeyChanges = Partial<Pick<ApiKeyRow, "name" | "permissions" | "characterLimit" | "isDisabled" | "disableReason" | "allowedIps" | "thirdPartyDisableAllowed">>;

/** Changes a key of this holder in the workspace; false when there is no such key. */
export async function updateApiKey(db: Db, owner: { userId: string; workspaceId: string }, keyId: string, changes: ApiKeyChanges): Promise<boolean> {
  if (Object.keys(changes).length === 0) return (await findApiKeyOf(db, owner, keyId)) !== null;
  const rows = await db
    .update(apiKey)
    .set(changes)
    .where(and(eq(apiKey.id, keyId), eq(apiKey.workspaceId, owner.workspaceId), eq(apiKey.userId, owner.userId)))
    .returning({ id: apiKey.id });
  forgetAccess();
  return rows.length > 0;
}

/** Deletes a key of this holder in the workspace (and, by cascade, the keys it made); false when there is no such key. */
export async function deleteApiKey(db: Db, owner: { userId: string; workspaceId: string }, keyId: string): Promise<boolean> {
  const rows = await db
    .delete(apiKey)
    .where(and(eq(apiKey.id, keyId), eq(apiKey.workspaceId, owner.workspaceId), eq(apiKey.userId, owner.userId)))
    .returning({ id: apiKey.id });
  forgetAccess();
  return rows.length > 0;
}

/**
 * Deletes every key this user holds, in every workspace, and by cascade the keys those keys made
 * (a service account's key made through one of them included: the made-by rule); the number of
 * the user's own keys deleted. A service account's key made in a session is held by the service
 * account, not by the person who made it, so it stays.
 */
export async function deleteApiKeysOfHolder(db: Db, userId: string): Promise<number> {
  const rows = await db.delete(apiKey).where(eq(apiKey.userId, userId)).returning({ id: apiKey.id });
  forgetAccess();
  return rows.length;
}

const TOUCH_INTERVAL_MS = 60_000;
const lastTouched = new Map<string, number>();

/**
 * Records use at most once a minute per key: this process remembers when it last wrote, and the
 * UPDATE's own condition covers other processes, so hot API traffic does not write on every call.
 */
export async function touchApiKey(db: Db, keyId: string, now: Date): Promise<void> {
  const last = lastTouched.get(keyId);
  if (last !== undefined && now.getTime() - last < TOUCH_INTERVAL_MS) return;
  lastTouched.set(keyId, now.getTime());
  await db
    .update(apiKey)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKey.id, keyId),
        or(isNull(apiKey.lastUsedAt), lt(apiKey.lastUsedAt, sql`${now}::timestamptz - interval '1 minute'`)),
      ),
    );
}

/**
 * Adds `cost` to a key's count for the month ending at `periodEnd` (a count of an earlier month
 * starts again from 0), unless that would pass the key's character limit: one conditional UPDATE
 * (the row lock serialises two requests at a key's limit, and the charging transaction holds the
 * workspace row lock too). Returns false, changing nothing, when the limit would be passed; only
 * then is the key read again, for the numbers of the refusal.
 */
export async function chargeApiKey(tx: Db, keyId: string, cost: number, periodEnd: Date): Promise<{ ok: true } | { ok: false; limit: number; used: number }> {
  const period = periodEnd.toISOString();
  const usedThisPeriod = sql<number>`(case when ${apiKey.characterCountPeriodEnd} = ${period}::timestamptz then ${apiKey.characterCount} else 0 end)`;
  const charged = await tx
    .update(apiKey)
    .set({ characterCount: sql`${usedThisPeriod} + ${cost}`, characterCountPeriodEnd: periodEnd })
    .where(and(eq(apiKey.id, keyId), or(isNull(apiKey.characterLimit), sql`${usedThisPeriod} + ${cost} <= ${apiKey.characterLimit}`)))
    .returning({ id: apiKey.id });
  if (charged.length > 0) return { ok: true };
  const [row] = await tx.select({ limit: apiKey.characterLimit, count: apiKey.characterCount, periodEnd: apiKey.characterCountPeriodEnd }).from(apiKey).where(eq(apiKey.id, keyId));
  // No such key (deleted meanwhile): nothing to count against.
  if (!row || row.limit === null) return { ok: true };
  return { ok: false, limit: row.limit, used: row.periodEnd?.getTime() === periodEnd.getTime() ? row.count : 0 };
}

/** Gives characters back to a key's count (never below 0). */
export async function refundApiKey(tx: Db, keyId: string, characters: number): Promise<void> {
  if (characters <= 0) return;
  await tx
    .update(apiKey)
    .set({ characterCount: sql`greatest(${apiKey.characterCount} - ${characters}, 0)` })
    .where(eq(apiKey.id, keyId));
}
