import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { user, workspaceGroup, workspaceGroupMember } from "#db/schema/index";
import { forgetAccess } from "#platform/access/access-cache";

export type GroupRow = typeof workspaceGroup.$inferSelect;

/** A group with its members' e-mails (in the order they were added). */
export interface GroupWithMembers {
  id: string;
  name: string;
  members: string[];
}

/** Escapes LIKE's wildcards so a name is matched as written. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A workspace's groups in the order they were made (the (workspace_id, created_at, id) index) with
 * their members; `nameContains` keeps those whose name contains it, in any case.
 */
export async function listGroups(db: Db, workspaceId: string, nameContains?: string): Promise<GroupWithMembers[]> {
  const groups = await db
    .select({ id: workspaceGroup.id, name: workspaceGroup.name })
    .from(workspaceGroup)
    .where(and(eq(workspaceGroup.workspaceId, workspaceId), nameContains !== undefined ? sql`${workspaceGroup.name} ilike ${likeContains(nameContains)}` : undefined))
    .orderBy(asc(workspaceGroup.createdAt), asc(workspaceGroup.id));
  if (groups.length === 0) return [];
  const members = await db
    .select({ groupId: workspaceGroupMember.groupId, email: user.email })
    .from(workspaceGroupMember)
    .innerJoin(user, eq(user.id, workspaceGroupMember.userId))
    .where(inArray(workspaceGroupMember.groupId, groups.map((g) => g.id)))
    .orderBy(asc(workspaceGroupMember.createdAt), asc(workspaceGroupMember.userId));
  return groups.map((g) => ({ ...g, members: members.filter((m) => m.groupId === g.id).map((m) => m.email) }));
}

/** One group of the workspace, or null (another workspace's group is not found). */
export async function findGroup(db: Db, workspaceId: string, groupId: string): Promise<GroupRow | null> {
  const rows = await db
    .select()
    .from(workspaceGroup)
    .where(and(eq(workspaceGroup.id, groupId), eq(workspaceGroup.workspaceId, workspaceId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The ids among `ids` that are groups of the workspace. */
export async function existingGroupIds(db: Db, workspaceId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: workspaceGroup.id })
    .from(workspaceGroup)
    .where(and(eq(workspaceGroup.workspaceId, workspaceId), inArray(workspaceGroup.id, [...ids])));
  return rows.map((r) => r.id);
}

export async function insertGroup(db: Db, row: typeof workspaceGroup.$inferInsert): Promise<GroupRow> {
  const [created] = await db.insert(workspaceGroup).values(row).returning();
  return created;
}

/** Renames a group of the workspace; false when there is no such group. */
export async function renameGroup(db: Db, workspaceId: string, groupId: string, name: string): Promise<boolean> {
  const rows = await db
    .update(workspaceGroup)
    .set({ name })
    .where(and(eq(workspaceGroup.id, groupId), eq(workspaceGroup.workspaceId, workspaceId)))
    .returning({ id: workspaceGroup.id });
  return rows.length > 0;
}

/** Deletes a group of the workspace (its memberships go with it); false when there is no such group. */
export async function deleteGroup(db: Db, workspaceId: string, groupId: string): Promise<boolean> {
  const rows = await db
    .delete(workspaceGroup)
    .where(and(eq(workspaceGroup.id, groupId), eq(workspaceGroup.workspaceId, workspaceId)))
    .returning({ id: workspaceGroup.id });
  forgetAccess();
  return rows.length > 0;
}

/** Puts a member of the workspace in these groups of it (already there: nothing). */
export async function addToGroups(db: Db, workspaceId: string, userId: string, groupIds: readonly string[]): Promise<void> {
  if (groupIds.length === 0) return;
  await db
    .insert(workspaceGroupMember)
    .values(groupIds.map((groupId) => ({ groupId, workspaceId, userId })))
    .onConflictDoNothing();
  forgetAccess();
}

/** Takes a member out of a group; false when they were not in it. */
export async function removeFromGroup(db: Db, groupId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(workspaceGroupMember)
    .where(and(eq(workspaceGroupMember.groupId, groupId), eq(workspaceGroupMember.userId, userId)))
    .returning({ userId: workspaceGroupMember.userId });
  forgetAccess();
  return rows.length > 0;
}

/** The ids of the workspace's groups a member is in (the (workspace_id, user_id) index). */
export async function groupIdsOfMember(db: Db, workspaceId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: workspaceGroupMember.groupId })
    .from(workspaceGroupMember)
    .where(and(eq(workspaceGroupMember.workspaceId, workspaceId), eq(workspaceGroupMember.userId, userId)));
  return rows.map((r) => r.id);
}
