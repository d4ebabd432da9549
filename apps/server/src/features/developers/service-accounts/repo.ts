import { and, asc, count, eq, inArray, desc } from "drizzle-orm";
import { serviceAccountEmail, type WorkspaceRole } from "@vocable/domain";
import type { Db } from "#db/client";
import { apiKey, user, userProfile, workspaceMember } from "#db/schema/index";
import { newId } from "#platform/ids";
import type { ApiKeyRow } from "#features/developers/api-keys/repo";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";
import { forgetAccess } from "#platform/access/access-cache";

/** A service account as its workspace sees it. */
export interface ServiceAccountRow {
  userId: string;
  name: string;
  role: WorkspaceRole;
  createdAt: Date;
}

const columns = { userId: workspaceMember.userId, name: user.name, role: workspaceMember.role, createdAt: workspaceMember.createdAt };

/**
 * Creates a service account in one transaction: a user with no credential account (so no
 * sign-in can succeed) and an undeliverable address, its profile (GET /v1/user reads one; no
 * onboarding to do), and its membership with kind `service_account`. The workspace row is locked
 * while the accounts are counted, so two requests at the limit cannot both pass it. Null when the
 * workspace has `max` accounts already.
 */
export async function insertServiceAccount(db: Db, input: { workspaceId: string; name: string; role: WorkspaceRole; max: number }): Promise<ServiceAccountRow | null> {
  const id = newId();
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, input.workspaceId);
    if ((await countServiceAccounts(tx, input.workspaceId)) >= input.max) return null;
    await tx.insert(user).values({ id, name: input.name, email: serviceAccountEmail(id), emailVerified: false, createdAt: now, updatedAt: now });
    await tx.insert(userProfile).values({ userId: id, firstName: null, publicUserId: newId(), onboardingCompleted: true, onboardingChecklistCompleted: true });
    await tx.insert(workspaceMember).values({ workspaceId: input.workspaceId, userId: id, role: input.role, kind: "service_account", createdAt: now });
    return { userId: id, name: input.name, role: input.role, createdAt: now };
  });
}

/** How many service accounts a workspace has. */
export async function countServiceAccounts(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMember)
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.kind, "service_account")));
  return row?.n ?? 0;
}

/** A workspace's service accounts, oldest first (a handful per workspace: at most MAX_SERVICE_ACCOUNTS_PER_WORKSPACE). */
export function listServiceAccounts(db: Db, workspaceId: string): Promise<ServiceAccountRow[]> {
  return db
    .select(columns)
    .from(workspaceMember)
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.kind, "service_account")))
    .orderBy(asc(workspaceMember.createdAt), asc(workspaceMember.userId));
}

/** One service account of the workspace, or null (another workspace's, a person, or none). */
export async function findServiceAccount(db: Db, workspaceId: string, userId: string): Promise<ServiceAccountRow | null> {
  const rows = await db
    .select(columns)
    .from(workspaceMember)
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.userId, userId), eq(workspaceMember.kind, "service_account")))
    .limit(1);
  return rows[0] ?? null;
}

/** The keys of these service accounts in the workspace, newest first. */
export function listKeysOfServiceAccounts(db: Db, workspaceId: string, userIds: string[]): Promise<ApiKeyRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(apiKey)
    .where(and(eq(apiKey.workspaceId, workspaceId), inArray(apiKey.userId, userIds)))
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id));
}

/**
 * Removes a service account of the workspace: its user row, and with it (by cascade) its
 * membership, profile, keys and the keys those made. False when the workspace has no such account;
 * the membership condition keeps a person, or another workspace's account, out of reach.
 */
export async function deleteServiceAccount(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const member = await tx
      .select({ userId: workspaceMember.userId })
      .from(workspaceMember)
      .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.userId, userId), eq(workspaceMember.kind, "service_account")))
      .for("update");
    if (member.length === 0) return false;
    await tx.delete(user).where(eq(user.id, userId));
    forgetAccess();
    return true;
  });
}

/** Whether a user is a service account (of any workspace): such a user never gets a session or a credential. */
export async function isServiceAccountUser(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: workspaceMember.userId })
    .from(workspaceMember)
    .where(and(eq(workspaceMember.userId, userId), eq(workspaceMember.kind, "service_account")))
    .limit(1);
  return rows.length > 0;
}
