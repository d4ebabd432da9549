import { SHARING_MESSAGES, WORKSPACE_SHARE_GROUP_ID } from "@vocable/domain";
import type { ShareResourceRequest } from "@vocable/contract";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { findWorkspaceGroup } from "../group-membership";
import { findServiceAccountKey, findWorkspaceMemberByEmail, type SharePrincipalType } from "../repo";

const badTarget = (message: string) => new AppError("invalid_request", 400, message);

/**
 * The principal a share or unshare names, checked to be of the caller's workspace: a member by
 * e-mail, a group (`default`: the whole workspace) or a service account's key. Sharing never
 * leaves the workspace, so anything else is a 400 that says why.
 */
export async function resolveShareTarget(
  db: Db,
  workspaceId: string,
  target: Pick<ShareResourceRequest, "user_email" | "group_id" | "workspace_api_key_id">,
): Promise<{ type: SharePrincipalType; id: string }> {
  const named = [target.user_email, target.group_id, target.workspace_api_key_id].filter((v) => v !== undefined);
  if (named.length !== 1) throw badTarget(SHARING_MESSAGES.oneTarget);
  if (target.user_email !== undefined) {
    const member = await findWorkspaceMemberByEmail(db, workspaceId, target.user_email);
    if (!member) throw badTarget(SHARING_MESSAGES.notMember(target.user_email));
    return { type: "user", id: member.userId };
  }
  if (target.group_id !== undefined) {
    if (target.group_id === WORKSPACE_SHARE_GROUP_ID) return { type: "workspace", id: workspaceId };
    const group = await findWorkspaceGroup(db, workspaceId, target.group_id);
    if (!group) throw badTarget(`Group ${target.group_id} was not found in this workspace.`);
    return { type: "group", id: group.id };
  }
  const key = await findServiceAccountKey(db, workspaceId, target.workspace_api_key_id!);
  if (!key) throw badTarget(`API key ${target.workspace_api_key_id} is not a service account key of this workspace.`);
  return { type: "key", id: key.id };
}
