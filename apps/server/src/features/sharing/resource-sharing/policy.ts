import { resourceAccessAllows, SHARING_MESSAGES, strongestShareRole, type ResourceAccess } from "@vocable/domain";
import type { ShareableResourceType } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { isWorkspaceAdmin, requirePermission } from "#features/workspaces/workspaces/policy";
import { findViewerShares } from "./repo";
import { RESOURCE_KINDS, type ShareableResource } from "./resource-kinds";
import { shareViewerOf, type ShareViewer } from "./viewer";

/**
 * Who may see and change a resource's sharing. The resource must be one the caller sees (its own,
 * or shared with it): anything else, in this workspace or another, is 404. Seeing the shares needs
 * any access; sharing and unsharing need the creator or an admin share (or, for kinds whose
 * `adminsManage`, being a workspace admin). A key also needs the
 * resource kind's permission (speech_history_write to share a history item).
 */
export async function requireSharedResource(
  db: Db,
  principal: Principal,
  type: ShareableResourceType,
  id: string,
  action: "read" | "share",
): Promise<{ resource: ShareableResource; access: ResourceAccess; viewer: ShareViewer }> {
  const kind = RESOURCE_KINDS[type];
  const permission = action === "read" ? kind.readPermission : kind.writePermission;
  requirePermission(principal, permission, `Your role does not allow ${permission}.`);
  const viewer = await shareViewerOf(db, principal);
  const resource = await kind.find(db, principal.workspaceId, id);
  if (!resource) throw kind.notFound(id);
  const access: ResourceAccess | null =
    resource.creatorUserId === viewer.userId
      ? "creator"
      : kind.adminsManage && isWorkspaceAdmin(principal)
        ? "admin"
        : strongestShareRole((await findViewerShares(db, viewer, type, [id])).map((s) => s.role));
  if (!access) throw kind.notFound(id);
  if (!resourceAccessAllows(access, action)) throw new AppError("missing_permissions", 403, SHARING_MESSAGES.mayNotShare);
  return { resource, access, viewer };
}
