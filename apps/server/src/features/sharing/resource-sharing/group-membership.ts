import type { Db } from "#db/client";
import { AccessCache } from "#platform/access/access-cache";
import { findGroup, groupIdsOfMember as groupIdsOfWorkspaceMember, listGroups } from "#features/workspaces/workspace-groups/repo";

/**
 * The one place sharing reads workspace groups (from the groups feature). Shares name a group by
 * its id; a deleted group reaches nobody and is no longer offered.
 */

export interface WorkspaceGroupRef {
  id: string;
  name: string;
}

/** "<workspace> <user>" → their groups' ids: who sees a shared item (access-cache.ts; the groups' repository forgets on any change of membership). */
const memberGroups = new AccessCache<string[]>();

/** The ids of the groups of the workspace a user belongs to. */
export async function groupIdsOfMember(db: Db, workspaceId: string, userId: string): Promise<string[]> {
  return (await memberGroups.get(`${workspaceId} ${userId}`, () => groupIdsOfWorkspaceMember(db, workspaceId, userId))) ?? [];
}

/** A group of the workspace, or null when it has none with this id. */
export async function findWorkspaceGroup(db: Db, workspaceId: string, groupId: string): Promise<WorkspaceGroupRef | null> {
  const group = await findGroup(db, workspaceId, groupId);
  return group ? { id: group.id, name: group.name } : null;
}

/** The workspace's groups (share options, names of group shares). */
export async function listWorkspaceGroups(db: Db, workspaceId: string): Promise<WorkspaceGroupRef[]> {
  return (await listGroups(db, workspaceId)).map((g) => ({ id: g.id, name: g.name }));
}
