import { WORKSPACE_SHARE_GROUP_ID } from "@vocable/domain";
import type { ResourceMetadata } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { listWorkspaceGroups } from "../group-membership";
import { requireSharedResource } from "../policy";
import { requireShareableType } from "../resource-kinds";
import { presentResourceMetadata } from "../presenter";
import { findKeyNames, listResourceShares, listWorkspaceMembers } from "../repo";

/** A resource's sharing (`workspace.resources.get`): who holds which role, and who could be given one. */
export async function getResourceMetadata(db: Db, principal: Principal, resourceType: string, resourceId: string): Promise<ResourceMetadata> {
  const type = requireShareableType(resourceType);
  const { resource } = await requireSharedResource(db, principal, type, resourceId, "read");
  const ref = { workspaceId: principal.workspaceId, resourceType: type, resourceId };
  const [shares, members, groups] = await Promise.all([listResourceShares(db, ref), listWorkspaceMembers(db, principal.workspaceId), listWorkspaceGroups(db, principal.workspaceId)]);
  const keyNames = await findKeyNames(db, principal.workspaceId, shares.filter((s) => s.principalType === "key").map((s) => s.principalId));
  return presentResourceMetadata({ type, resourceId, resource, shares, members, groups, keyNames, workspaceGroupId: WORKSPACE_SHARE_GROUP_ID });
}
