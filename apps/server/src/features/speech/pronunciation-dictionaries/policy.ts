import { resourceAccessAllows, strongestShareRole, type ResourceAccess, type ResourceAction, type ResourceShareRole } from "@vocable/domain";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findViewerShares } from "#features/sharing/resource-sharing/repo";
import { shareViewerOf, type ShareViewer } from "#features/sharing/resource-sharing/viewer";
import { isWorkspaceAdmin } from "#features/workspaces/workspaces/policy";
import { dictionaryNotFound } from "./errors";
import { DICTIONARY_RESOURCE_TYPE, findDictionary, type DictionaryRow } from "./repo";

/**
 * Who may do what with a pronunciation dictionary. Its creator and the workspace's admins hold
 * every right; any other member sees it only when it was shared with them (workspace.resources
 * share, or `workspace_access` at creation), with the rights of the share's role: viewer reads
 * and uses it, editor also renames it and changes its rules, admin also archives, restores and
 * shares it. A dictionary the caller cannot see is absent (404), whichever workspace it is in; a
 * visible one it may not change is 403.
 */

/** The ElevenLabs `permission_on_resource` of a caller's standing: the creator and admins administer it. */
export function permissionOnResource(access: ResourceAccess): ResourceShareRole {
  return access === "creator" ? "admin" : access;
}

/** Whom the list shows: null for everything in the workspace (admins), else the viewer's own and shared dictionaries. */
export async function dictionaryListViewer(db: Db, principal: Principal): Promise<ShareViewer | null> {
  return isWorkspaceAdmin(principal) ? null : shareViewerOf(db, principal);
}

/** The caller's standing on each of these dictionaries (all visible to it: its own, an admin's view, or shared). */
export async function accessOfRows(db: Db, principal: Principal, viewer: ShareViewer | null, rows: readonly DictionaryRow[]): Promise<Map<string, ResourceAccess>> {
  const out = new Map<string, ResourceAccess>();
  const others: string[] = [];
  for (const row of rows) {
    if (row.createdBy === principal.userId) out.set(row.id, "creator");
    else if (isWorkspaceAdmin(principal)) out.set(row.id, "admin");
    else others.push(row.id);
  }
  if (others.length > 0) {
    const shares = await findViewerShares(db, viewer ?? (await shareViewerOf(db, principal)), DICTIONARY_RESOURCE_TYPE, others);
    for (const id of others) {
      const role = strongestShareRole(shares.filter((s) => s.resourceId === id).map((s) => s.role));
      if (role) out.set(id, role);
    }
  }
  return out;
}

const REFUSALS: Record<ResourceAction, string> = {
  read: "You cannot see this pronunciation dictionary.",
  change: "This pronunciation dictionary was shared with you as a viewer: you can use and download it, not change it. Ask its creator or a workspace admin.",
  delete: "Only the creator of this pronunciation dictionary, a workspace admin, or someone it was shared with as admin can archive or restore it.",
  share: "Only the creator of this pronunciation dictionary, a workspace admin, or someone it was shared with as admin can share it.",
};

/** A dictionary the caller may act on: 404 when it cannot see it, 403 when its standing does not allow the action. */
export async function requireDictionary(db: Db, principal: Principal, id: string, action: ResourceAction): Promise<{ row: DictionaryRow; access: ResourceAccess }> {
  const row = await findDictionary(db, principal.workspaceId, id);
  if (!row) throw dictionaryNotFound(id);
  const access = (await accessOfRows(db, principal, null, [row])).get(row.id);
  if (!access) throw dictionaryNotFound(id);
  if (!resourceAccessAllows(access, action)) throw new AppError("missing_permissions", 403, REFUSALS[action]);
  return { row, access };
}
