import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { requirePermission } from "../../workspaces/policy";
import { setTrainingOptOut } from "../repo";

/** PUT /v1/workspace/update-workspace: the admin's workspace settings (now the training opt-out). */
export async function updateWorkspaceSettings(db: Db, principal: Principal, input: { training_opt_out?: boolean }, now = new Date()): Promise<void> {
  requirePermission(principal, "workspace_write", "Only workspace admins can change this setting.");
  if (input.training_opt_out !== undefined) await setTrainingOptOut(db, principal.workspaceId, input.training_opt_out, now);
}
