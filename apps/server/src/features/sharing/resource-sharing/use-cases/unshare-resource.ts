import type { UnshareResourceRequest } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requireSharedResource } from "../policy";
import { requireShareableType } from "../resource-kinds";
import { deleteShare } from "../repo";
import { resolveShareTarget } from "./resolve-share-target";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

/**
 * Takes a principal's share of a resource away; its access ends with the next request (every read
 * checks the shares). Taking away a share that does not exist changes nothing.
 */
export async function unshareResource(db: Db, principal: Principal, resourceId: string, input: UnshareResourceRequest, audit: AuditContext): Promise<void> {
  const type = requireShareableType(input.resource_type);
  await requireSharedResource(db, principal, type, resourceId, "share");
  const target = await resolveShareTarget(db, principal.workspaceId, input);
  await deleteShare(db, { workspaceId: principal.workspaceId, resourceType: type, resourceId }, target.type, target.id);
  await recordAuditEvent(db, {
    principal,
    ...audit,
    activity: "resource.unshared",
    target: { type: "resource", id: resourceId },
    details: { resource_type: type, principal_type: target.type, principal_id: target.id },
  });
}
