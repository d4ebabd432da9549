import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { isWorkspaceAdmin, requirePermission } from "#features/workspaces/workspaces/policy";
import { findWorkspaceProject, type AudioNativeRow } from "./repo";

/**
 * Who may do what with an Audio Native project: every member of its workspace reads it (with
 * audio_native_read); its creator and the workspace's admins change it (with audio_native_write),
 * another member gets 403; another workspace's project is 404, as if it did not exist.
 */
export const projectNotFound = (id: string) => new AppError("not_found", 404, `Audio Native project ${id} was not found.`);

export function canEditProject(principal: Principal, row: Pick<AudioNativeRow, "userId">): boolean {
  return row.userId === principal.userId || isWorkspaceAdmin(principal);
}

export async function requireProject(db: Db, principal: Principal, id: string, access: "read" | "write"): Promise<AudioNativeRow> {
  requirePermission(principal, access === "read" ? "audio_native_read" : "audio_native_write", "You cannot use Audio Native in this workspace.");
  const row = await findWorkspaceProject(db, principal.workspaceId, id);
  if (!row) throw projectNotFound(id);
  if (access === "write" && !canEditProject(principal, row)) {
    throw new AppError("missing_permissions", 403, "Only the project's creator and the workspace's admins can change this Audio Native project.");
  }
  return row;
}
