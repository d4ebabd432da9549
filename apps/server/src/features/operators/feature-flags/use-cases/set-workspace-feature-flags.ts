import { resolveFeatureFlags } from "@vocable/domain";
import type { SetWorkspaceFeatureFlagsRequest, WorkspaceFeatureFlagsResponse } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import { findWorkspaceFeatureFlags, saveWorkspaceFeatureFlags } from "../repo";

/**
 * PUT /v1/admin/workspaces/{id}/feature-flags (instance operators): sets a workspace's own flags
 * (null clears one, so the instance's FEATURE_FLAGS applies again). Answers what is in force now.
 */
export async function setWorkspaceFeatureFlags(
  deps: Pick<AppDeps, "db" | "config">,
  principal: Principal,
  workspaceId: string,
  input: SetWorkspaceFeatureFlagsRequest,
): Promise<WorkspaceFeatureFlagsResponse> {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  if (!(await getWorkspace(deps.db, workspaceId))) throw new AppError("workspace_not_found", 404, "No workspace has this id.");
  await saveWorkspaceFeatureFlags(deps.db, workspaceId, input.flags);
  const own = await findWorkspaceFeatureFlags(deps.db, workspaceId);
  return { flags: resolveFeatureFlags(deps.config.featureFlags, own), workspace_flags: own };
}
