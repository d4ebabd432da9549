import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { preparedQuery } from "#db/prepared-query";
import { accountActionCode, user, workspace, type AccountActionPurpose } from "#db/schema/index";
import { newId } from "#platform/ids";
import { forgetAccess } from "#platform/access/access-cache";

export type AccountActionCodeRow = typeof accountActionCode.$inferSelect;
export type UserRow = typeof user.$inferSelect;

/** SHA-256 of a code: codes are 256 random bits, so a fast hash is enough to make a stolen table useless. */
export function hashActionCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/** Makes a code for `purpose`, stores its hash, and returns the code (it exists in clear only in the e-mail). */
export async function createActionCode(
  db: Db,
  input: { userId: string; purpose: AccountActionPurpose; ttlMs: number; payload?: Record<string, string>; now: Date },
): Promise<string> {
  const code = randomBytes(32).toString("base64url");
  await db.insert(accountActionCode).values({
    id: newId(),
    userId: input.userId,
    purpose: input.purpose,
    codeHash: hashActionCode(code),
    payload: input.payload ?? {},
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
    createdAt: input.now,
  });
  return code;
}

/**
 * Uses a code once: marks it used and returns it, only if it is of `purpose`, unused, unexpired
 * (and the user's, when `userId` is given). One UPDATE: two requests with the same code cannot both win.
 */
export async function consumeActionCode(
  db: Db,
  input: { code: string; purpose: AccountActionPurpose; now: Date; userId?: string },
): Promise<AccountActionCodeRow | null> {
  const rows = await db
    .update(accountActionCode)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(accountActionCode.codeHash, hashActionCode(input.code)),
        eq(accountActionCode.purpose, input.purpose),
        isNull(accountActionCode.usedAt),
        gt(accountActionCode.expiresAt, input.now),
        input.userId ? eq(accountActionCode.userId, input.userId) : undefined,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Whether the user used a code of `purpose` after `since` (a proof still fresh). */
export async function hasUsedActionCodeSince(db: Db, userId: string, purpose: AccountActionPurpose, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: accountActionCode.id })
    .from(accountActionCode)
    .where(and(eq(accountActionCode.userId, userId), eq(accountActionCode.purpose, purpose), gt(accountActionCode.usedAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** Whether an unused code of `purpose` was made for the user after `since` (so a new e-mail is not needed yet). */
export async function hasPendingActionCodeSince(db: Db, userId: string, purpose: AccountActionPurpose, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: accountActionCode.id })
    .from(accountActionCode)
    .where(
      and(
        eq(accountActionCode.userId, userId),
        eq(accountActionCode.purpose, purpose),
        isNull(accountActionCode.usedAt),
        gt(accountActionCode.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const userById = preparedQuery((db, name) => db.select().from(user).where(eq(user.id, sql.placeholder("userId"))).limit(1).prepare(name));

export async function findUserById(db: Db, userId: string): Promise<UserRow | null> {
  const rows = await userById(db).execute({ userId });
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Moves a user to another address (verified: the change was confirmed from that mailbox). False
 * when the address belongs to someone else by now (the unique index decides, not a prior read).
 */
export async function updateUserEmail(db: Db, userId: string, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ email: email.toLowerCase(), emailVerified: true, updatedAt: now })
    .where(and(eq(user.id, userId), sql`not exists (select 1 from "user" u2 where u2.email = ${email.toLowerCase()} and u2.id <> ${userId})`))
    .returning({ id: user.id })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) return [];
      throw err;
    });
  return rows.length > 0;
}

/** Removes a user: their sessions, accounts, profile, codes, API keys and owned workspaces go with them (foreign keys cascade). */
export async function deleteUserRow(db: Db, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
  forgetAccess();
}

/** The workspaces a user owns (deleted with them). */
export async function findOwnedWorkspaceIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: workspace.id }).from(workspace).where(eq(workspace.ownerId, userId));
  return rows.map((r) => r.id);
}
