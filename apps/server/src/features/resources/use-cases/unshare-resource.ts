import type { UnshareResourceRequest } from "@vocable/contract";
import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { requireSharedResource } from "../policy";
import { deleteShare } from "../repo";
import { resolveShareTarget } from "./resolve-share-target";

/**
 * Takes a principal's share of a resource away; its access ends with the next request (every read
 * checks the shares). Taking away a share that does not exist changes nothing.
 */
export async function unshareResource(db: Db, principal: Principal, resourceId: string, input: UnshareResourceRequest): Promise<void> {
  await requireSharedResource(db, principal, input.resource_type, resourceId, "share");
  const target = await resolveShareTarget(db, principal.workspaceId, input);
  await deleteShare(db, { workspaceId: principal.workspaceId, resourceType: input.resource_type, resourceId }, target.type, target.id);
}
