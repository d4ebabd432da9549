import { tierLimits, type TierId } from "@vocable/domain";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { updateUserProfile } from "#features/accounts/account/repo";
import { getWorkspace, updateWorkspaceCharacterLimitExtension } from "#features/workspaces/workspaces/repo";
import { isWorkspaceAdmin } from "#features/workspaces/workspaces/policy";
import { requireTierCapability } from "#features/billing/subscriptions/use-cases/require-capability";

export interface EditUserInput {
  first_name?: string;
  allowed_to_extend_character_limit?: boolean;
  max_character_limit_extension?: number | null;
  ccpa_opt_out?: boolean;
}

/**
 * POST /v1/user/edit: the first name and the privacy opt-out (the user's own; the first name is a
 * Vocable addition, the settings page's only way to change it after the survey) and the workspace's character limit
 * extension (spec §3; only the workspace admin, 403 otherwise). The extension must fit the tier:
 * a tier that cannot extend refuses `allowed_to_extend_character_limit: true`, and the cap cannot
 * exceed the tier's extra-character allowance. Nothing is written unless everything is allowed.
 */
export async function editUser(db: Db, principal: Principal, input: EditUserInput): Promise<void> {
  const touchesWorkspace = input.allowed_to_extend_character_limit !== undefined || input.max_character_limit_extension !== undefined;
  if (touchesWorkspace) {
    if (!isWorkspaceAdmin(principal)) {
      throw new AppError("forbidden", 403, "Only the workspace admin can change the character limit extension.");
    }
    const ws = await getWorkspace(db, principal.workspaceId);
    if (!ws) throw new AppError("invalid_api_key", 401, "Your account has no workspace.");
    const limits = tierLimits(ws.tier as TierId);
    // Usage-based billing is a capability of the plan (domain billing/plan-capabilities.ts); the row's flag is set from it.
    if (input.allowed_to_extend_character_limit && !ws.canExtendCharacterLimit) {
      requireTierCapability(ws.tier, "usageBasedBilling");
      throw new AppError("invalid_request", 400, `The ${ws.tier} plan cannot extend its character limit.`);
    }
    const cap = input.max_character_limit_extension;
    if (cap !== undefined && cap !== null && limits.extraCharacterAllowance >= 0 && cap > limits.extraCharacterAllowance) {
      throw new AppError("invalid_request", 400, `The ${ws.tier} plan allows at most ${limits.extraCharacterAllowance} extra characters.`);
    }
  }
  if (input.ccpa_opt_out !== undefined || input.first_name !== undefined) {
    await updateUserProfile(db, principal.userId, {
      ...(input.ccpa_opt_out !== undefined ? { ccpaOptOut: input.ccpa_opt_out } : {}),
      ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
    });
  }
  if (touchesWorkspace) {
    await updateWorkspaceCharacterLimitExtension(db, principal.workspaceId, {
      ...(input.allowed_to_extend_character_limit !== undefined ? { allowedToExtendCharacterLimit: input.allowed_to_extend_character_limit } : {}),
      ...(input.max_character_limit_extension !== undefined ? { maxCharacterLimitExtension: input.max_character_limit_extension } : {}),
    });
  }
}
