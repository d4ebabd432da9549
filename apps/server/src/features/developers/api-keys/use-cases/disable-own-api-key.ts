import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import { findApiKeyOf, updateApiKey } from "../repo";

/**
 * POST /v1/workspaces/api-keys/disable?api_key_name=self: the holder of a key (possibly someone who
 * found it) disables the key the request came with, unless the workspace's policy forbids it or,
 * without a policy, the key was made with `third_party_disable_allowed: false`. Only an API key can be disabled this way, and only itself:
 * `api_key_name` must be `self`, an explicit confirmation. The key stays disabled (401) until an
 * admin enables it again; `disable_reason` says `self_disabled`.
 */
export async function disableOwnApiKey(db: Db, caller: Principal | undefined, apiKeyName: string, audit: AuditContext): Promise<void> {
  if (apiKeyName !== "self") {
    throw new AppError("unsupported_option", 400, `api_key_name: must be "self" (the key this request is sent with is the only one that can be disabled here); got "${apiKeyName.slice(0, 40)}".`);
  }
  if (!caller || caller.via !== "api_key" || !caller.apiKeyId) {
    throw new AppError("invalid_api_key", 401, "Send the API key to disable in the xi-api-key header: only a key can disable itself.");
  }
  const owner = { userId: caller.userId, workspaceId: caller.workspaceId };
  const key = await findApiKeyOf(db, owner, caller.apiKeyId);
  if (!key) throw new AppError("api_key_not_found", 404, "API key not found.");
  const policy = (await getWorkspace(db, caller.workspaceId))?.apiKeyThirdPartyDisablePolicy ?? null;
  if ((policy ?? key.thirdPartyDisableAllowed ?? true) === false) {
    const why = policy === false ? "The workspace does not let API keys be disabled by their holders" : "This API key was made with third_party_disable_allowed off";
    throw new AppError("missing_permissions", 403, `${why}: only a workspace admin can disable it.`);
  }
  await updateApiKey(db, owner, key.id, { isDisabled: true, disableReason: "self_disabled" });
  await recordAuditEvent(db, { principal: caller, ...audit, activity: "api_key.updated", target: { type: "api_key", id: key.id }, details: { isDisabled: true, disableReason: "self_disabled" } });
}
