import type { EditApiKeyRequest } from "@vocable/contract";
import { normalizeAllowedIp } from "@vocable/domain";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { updateApiKey, type ApiKeyChanges } from "../repo";
import { permissionsToStore } from "./permissions-to-store";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

/** What a service account's key may change besides: where it may be used from, whether its holder may disable it (null: back to the default). */
export interface ApiKeyAccessEdit {
  allowed_ips?: readonly string[] | null;
  third_party_disable_allowed?: boolean | null;
}

/** Renames, re-scopes, limits, disables or enables a key of `holder` (the caller unless an admin manages a service account's). */
export async function editApiKey(db: Db, caller: Principal, input: EditApiKeyRequest & ApiKeyAccessEdit, holderUserId = caller.userId, audit?: AuditContext): Promise<void> {
  const changes: ApiKeyChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.permissions !== undefined) changes.permissions = permissionsToStore(caller, input.permissions);
  if (input.character_limit !== undefined) changes.characterLimit = input.character_limit;
  if (input.is_enabled !== undefined) {
    changes.isDisabled = !input.is_enabled;
    changes.disableReason = null;
  }
  if (input.allowed_ips !== undefined) changes.allowedIps = input.allowed_ips ? [...new Set(input.allowed_ips.map(normalizeAllowedIp))] : null;
  if (input.third_party_disable_allowed !== undefined) changes.thirdPartyDisableAllowed = input.third_party_disable_allowed;
  if (!(await updateApiKey(db, { userId: holderUserId, workspaceId: caller.workspaceId }, input.key_id, changes))) {
    throw new AppError("api_key_not_found", 404, "API key not found.");
  }
  if (audit) {
    await recordAuditEvent(db, {
      principal: caller,
      ...audit,
      activity: "api_key.updated",
      target: { type: "api_key", id: input.key_id },
      details: { ...changes, holder_user_id: holderUserId },
    });
  }
}
