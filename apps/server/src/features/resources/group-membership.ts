import type { Db } from "../../db/client";

/**
 * The one place sharing reads workspace groups. Shares name a group by its id (text, no foreign
 * key), and everything about groups (which exist, their names, who is in them) comes from here,
 * so the groups feature is wired in by filling these three functions and nothing else changes.
 * Until it supplies them, a workspace has no groups: no group can be named in a share and nobody
 * is reached through one.
 */

export interface WorkspaceGroupRef {
  id: string;
  name: string;
}

/** The ids of the groups of the workspace a user belongs to. */
export async function groupIdsOfMember(_db: Db, _workspaceId: string, _userId: string): Promise<string[]> {
  return [];
}

/** A group of the workspace, or null when it has none with this id. */
export async function findWorkspaceGroup(_db: Db, _workspaceId: string, _groupId: string): Promise<WorkspaceGroupRef | null> {
  return null;
}

/** The workspace's groups (share options, names of group shares). */
export async function listWorkspaceGroups(_db: Db, _workspaceId: string): Promise<WorkspaceGroupRef[]> {
  return [];
}
