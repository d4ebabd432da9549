import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { groupIdsOfMember } from "./group-membership";

/**
 * Everyone a caller is, as far as shares go: the member itself, the whole workspace, the groups
 * it belongs to and, for a service account's call, the key it came with. A share to any of them
 * reaches the caller.
 */
export interface ShareViewer {
  workspaceId: string;
  userId: string;
  groupIds: readonly string[];
  apiKeyId: string | null;
}

/** The caller's share identities in the workspace it acts in. */
export async function shareViewerOf(db: Db, principal: Principal): Promise<ShareViewer> {
  return {
    workspaceId: principal.workspaceId,
    userId: principal.userId,
    groupIds: await groupIdsOfMember(db, principal.workspaceId, principal.userId),
    apiKeyId: principal.apiKeyId ?? null,
  };
}

/** The (principal_type, principal_id) pairs a share may name to reach this viewer. */
export function viewerPrincipals(viewer: ShareViewer): { type: "user" | "workspace" | "group" | "key"; id: string }[] {
  return [
    { type: "user", id: viewer.userId },
    { type: "workspace", id: viewer.workspaceId },
    ...viewer.groupIds.map((id) => ({ type: "group" as const, id })),
    ...(viewer.apiKeyId ? [{ type: "key" as const, id: viewer.apiKeyId }] : []),
  ];
}
