import { permissionRefusal, type ApiKeyPermission } from "@vocable/domain";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";

/**
 * Who may do what with a workspace itself. Routes already check their permission
 * (platform/access/route-access.ts); use cases that act on the workspace call these too, so the
 * rule holds whoever calls them.
 */

/** Whether the caller administers the workspace it acts in (the owner is always an admin). */
export function isWorkspaceAdmin(principal: Pick<Principal, "role">): boolean {
  return principal.role === "admin";
}

/** Throws 403 unless the caller may use the permission in its workspace (role and key). */
export function requirePermission(principal: Principal, permission: ApiKeyPermission, refusedMessage: string): void {
  const refusal = permissionRefusal(principal, permission);
  if (refusal === "role") throw new AppError("missing_permissions", 403, refusedMessage);
  if (refusal === "key") throw new AppError("missing_permissions", 403, `The API key does not have the permission ${permission}.`);
}
