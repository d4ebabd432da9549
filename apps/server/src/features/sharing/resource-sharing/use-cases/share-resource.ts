import { SHARING_MESSAGES } from "@vocable/domain";
import type { ShareResourceRequest } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireSharedResource } from "../policy";
import { requireShareableType } from "../resource-kinds";
import { upsertShare } from "../repo";
import { resolveShareTarget } from "./resolve-share-target";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

/**
 * Gives a member, a group, the whole workspace or a service account's key a role on a resource
 * (sharing again changes the role). Only its creator or an admin share holder may; access starts
 * with the next request.
 */
export async function shareResource(db: Db, principal: Principal, resourceId: string, input: ShareResourceRequest, audit: AuditContext): Promise<void> {
  const type = requireShareableType(input.resource_type);
  const { resource } = await requireSharedResource(db, principal, type, resourceId, "share");
  const target = await resolveShareTarget(db, principal.workspaceId, input);
  if (target.type === "user" && target.id === resource.creatorUserId) throw new AppError("invalid_request", 400, SHARING_MESSAGES.creator);
  if (target.type === "user" && target.id === principal.userId) throw new AppError("invalid_request", 400, SHARING_MESSAGES.self);
  await upsertShare(db, {
    workspaceId: principal.workspaceId,
    resourceType: type,
    resourceId,
    resourceCreatedAt: resource.createdAt,
    principalType: target.type,
    principalId: target.id,
    role: input.role,
    sharedByUserId: principal.userId,
  });
  await recordAuditEvent(db, {
    principal,
    ...audit,
    activity: "resource.shared",
    target: { type: "resource", id: resourceId },
    details: { resource_type: type, principal_type: target.type, principal_id: target.id, role: input.role },
  });
}
