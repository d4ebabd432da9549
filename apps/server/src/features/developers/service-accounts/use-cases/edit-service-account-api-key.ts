import type { EditApiKeyRequest, EditServiceAccountApiKeyRequest } from "@vocable/contract";
import type { ApiKeyAccessEdit } from "#features/developers/api-keys/use-cases/edit-api-key";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { editApiKey } from "#features/developers/api-keys/use-cases/edit-api-key";
import { refuseConcurrencyLimits, requireServiceAccountManager, serviceAccountOfWorkspace } from "../policy";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";

/** The ElevenLabs PATCH body ("no_update", "clear") as the api-keys feature's edit (absent: leave, null: clear). */
export function toApiKeyEdit(keyId: string, input: EditServiceAccountApiKeyRequest): EditApiKeyRequest & ApiKeyAccessEdit {
  refuseConcurrencyLimits(input);
  const edit: EditApiKeyRequest & ApiKeyAccessEdit = { key_id: keyId };
  if (input.name !== undefined) edit.name = input.name;
  if (input.permissions !== undefined && input.permissions !== "no_update") edit.permissions = input.permissions;
  if (input.character_limit === "clear" || input.character_limit === null) edit.character_limit = null;
  else if (typeof input.character_limit === "number") edit.character_limit = input.character_limit;
  if (typeof input.is_enabled === "boolean") edit.is_enabled = input.is_enabled;
  if (input.allowed_ips === "clear" || input.allowed_ips === null) edit.allowed_ips = null;
  else if (Array.isArray(input.allowed_ips)) edit.allowed_ips = input.allowed_ips;
  if (input.third_party_disable_allowed === "clear" || input.third_party_disable_allowed === null) edit.third_party_disable_allowed = null;
  else if (typeof input.third_party_disable_allowed === "boolean") edit.third_party_disable_allowed = input.third_party_disable_allowed;
  return edit;
}

/** Renames, re-scopes, limits, disables or enables a key of a service account of the caller's workspace. */
export async function editServiceAccountApiKey(db: Db, caller: Principal, serviceAccountUserId: string, keyId: string, input: EditServiceAccountApiKeyRequest, audit: AuditContext): Promise<void> {
  requireServiceAccountManager(caller);
  const account = await serviceAccountOfWorkspace(db, caller, serviceAccountUserId);
  await editApiKey(db, caller, toApiKeyEdit(keyId, input), account.userId, audit);
}
