import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { apiKey, user, userProfile, workspace, workspaceMember } from "#db/schema/index";
import { forgetAccess } from "#platform/access/access-cache";

export type MemberRow = typeof workspaceMember.$inferSelect;

/** A person of a workspace with what the members list shows of them. */
export interface MemberWithUser {
  userId: string;
  email: string;
  firstName: string | null;
  role: "admin" | "editor";
  isLocked: boolean;
  isOwner: boolean;
  createdAt: Date;
}

const memberColumns = {
  userId: workspaceMember.userId,
  email: user.email,
  firstName: userProfile.firstName,
  role: workspaceMember.role,
  isLocked: workspaceMember.isLocked,
  isOwner: sql<boolean>`${workspace.ownerId} = ${workspaceMember.userId}`,
  createdAt: workspaceMember.createdAt,
};

/**
 * The people of a workspace (service accounts left out) in the order they joined; the order is
 * the (workspace_id, created_at, user_id) index's, so no sort.
 */
export function listPeople(db: Db, workspaceId: string): Promise<MemberWithUser[]> {
  return db
    .select(memberColumns)
    .from(workspaceMember)
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .innerJoin(workspace, eq(workspace.id, workspaceMember.workspaceId))
    .leftJoin(userProfile, eq(userProfile.userId, workspaceMember.userId))
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.kind, "person")))
    .orderBy(asc(workspaceMember.createdAt), asc(workspaceMember.userId));
}

/** One person of the workspace by e-mail (lower-cased), or null; `lock` takes the membership row's lock. */
export async function findPersonByEmail(db: Db, workspaceId: string, email: string, lock = false): Promise<MemberWithUser | null> {
  const query = db
    .select(memberColumns)
    .from(workspaceMember)
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .innerJoin(workspace, eq(workspace.id, workspaceMember.workspaceId))
    .leftJoin(userProfile, eq(userProfile.userId, workspaceMember.userId))
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.kind, "person"), eq(sql`lower(${user.email})`, email)))
    .limit(1);
  const rows = lock ? await query.for("update", { of: workspaceMember }) : await query;
  return rows[0] ?? null;
}

/** How many people (not service accounts; locked ones too) the workspace has. */
export async function countPeople(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMember)
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.kind, "person")));
  return row?.n ?? 0;
}

/** How many people (not service accounts) of the workspace are unlocked: those who have access. */
export async function countActivePeople(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMember)
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.kind, "person"), eq(workspaceMember.isLocked, false)));
  return row?.n ?? 0;
}

/** The unlocked people with the admin role in the workspace, but `exceptUserId`. */
function otherActiveAdmins(workspaceId: string, exceptUserId: string) {
  return and(
    eq(workspaceMember.workspaceId, workspaceId),
    eq(workspaceMember.role, "admin"),
    eq(workspaceMember.isLocked, false),
    eq(workspaceMember.kind, "person"),
    ne(workspaceMember.userId, exceptUserId),
  );
}

/** Unlocked admins of the workspace other than `exceptUserId`. */
export async function countOtherActiveAdmins(db: Db, workspaceId: string, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMember)
    .where(otherActiveAdmins(workspaceId, exceptUserId));
  return row?.n ?? 0;
}

/** The longest-standing unlocked admin other than `exceptUserId`, or null (who an owner who leaves hands over to). */
export async function findNextAdmin(db: Db, workspaceId: string, exceptUserId: string): Promise<string | null> {
  const rows = await db
    .select({ userId: workspaceMember.userId })
    .from(workspaceMember)
    .where(otherActiveAdmins(workspaceId, exceptUserId))
    .orderBy(asc(workspaceMember.createdAt), asc(workspaceMember.userId))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/** Changes a membership's role or lock; false when there is no such membership. */
export async function updateMembership(db: Db, workspaceId: string, userId: string, changes: Partial<Pick<MemberRow, "role" | "isLocked">>): Promise<boolean> {
  if (Object.keys(changes).length === 0) return true;
  const rows = await db
    .update(workspaceMember)
    .set(changes)
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.userId, userId)))
    .returning({ userId: workspaceMember.userId });
  forgetAccess();
  return rows.length > 0;
}

/**
 * Ends a membership at once: the user's API keys of that workspace go (their requests are 401 from
 * now on), their groups go with the membership (foreign key), and a session that was acting there
 * falls back to another workspace of theirs.
 */
export async function deleteMembership(tx: Db, workspaceId: string, userId: string): Promise<void> {
  await tx.delete(apiKey).where(and(eq(apiKey.workspaceId, workspaceId), eq(apiKey.userId, userId)));
  await tx.delete(workspaceMember).where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.userId, userId)));
  await tx
    .update(userProfile)
    .set({ currentWorkspaceId: null })
    .where(and(eq(userProfile.userId, userId), eq(userProfile.currentWorkspaceId, workspaceId)));
  forgetAccess();
}

/** Adds a person to a workspace (nothing when they already are a member); true when added. */
export async function insertMembership(tx: Db, workspaceId: string, userId: string, role: "admin" | "editor"): Promise<boolean> {
  const rows = await tx
    .insert(workspaceMember)
    .values({ workspaceId, userId, role, kind: "person" })
    .onConflictDoNothing()
    .returning({ userId: workspaceMember.userId });
  return rows.length > 0;
}

/** A user's membership of one workspace, or null. */
export async function findMembership(db: Db, workspaceId: string, userId: string): Promise<MemberRow | null> {
  const rows = await db
    .select()
    .from(workspaceMember)
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** A user's workspaces in the order they joined them (the user_id, created_at index), with the one sessions act in. */
export async function listUserWorkspaces(db: Db, userId: string) {
  return db
    .select({
      workspaceId: workspaceMember.workspaceId,
      name: workspace.name,
      role: workspaceMember.role,
      isLocked: workspaceMember.isLocked,
      isOwner: sql<boolean>`${workspace.ownerId} = ${workspaceMember.userId}`,
    })
    .from(workspaceMember)
    .innerJoin(workspace, eq(workspace.id, workspaceMember.workspaceId))
    .where(eq(workspaceMember.userId, userId))
    .orderBy(asc(workspaceMember.createdAt));
}

/** How many workspaces a user belongs to besides `workspaceId`. */
export async function countOtherWorkspaces(db: Db, userId: string, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMember)
    .where(and(eq(workspaceMember.userId, userId), ne(workspaceMember.workspaceId, workspaceId)));
  return row?.n ?? 0;
}

/** The workspace a user's sessions act in from now on. */
export async function setCurrentWorkspace(db: Db, userId: string, workspaceId: string): Promise<void> {
  await db.update(userProfile).set({ currentWorkspaceId: workspaceId, updatedAt: new Date() }).where(eq(userProfile.userId, userId));
}

