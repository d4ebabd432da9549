import type { ServiceAccount, ServiceAccountApiKey } from "@vocable/contract";
import { toUnixSeconds } from "#platform/unix-time";
import { presentApiKey } from "#features/developers/api-keys/presenter";
import type { ApiKeyRow } from "#features/developers/api-keys/repo";
import type { ServiceAccountRow } from "./repo";

/**
 * What `hashed_xi_api_key` shows: the first characters of the stored SHA-256 and an ellipsis, never
 * the whole hash, to any caller. The hash is the key's lookup value and nothing Vocable takes as
 * input needs it (key_id names a key), so admins do without it too; the prefix tells keys apart
 * at a glance like `hint` does.
 */
export function maskKeyHash(keyHash: string): string {
  return `${keyHash.slice(0, 8)}…`;
}

/** A service account's key in the `WorkspaceApiKeyResponseModel` shape (no limit: the field is left out). */
export function presentServiceAccountApiKey(row: ApiKeyRow, now = new Date()): ServiceAccountApiKey {
  const key = presentApiKey(row, now);
  return {
    name: key.name,
    hint: key.hint,
    key_id: key.key_id,
    service_account_user_id: row.userId,
    created_at_unix: key.created_at_unix,
    is_disabled: key.is_disabled,
    permissions: key.permissions,
    ...(key.character_limit === null ? {} : { character_limit: key.character_limit }),
    character_count: key.character_count,
    hashed_xi_api_key: maskKeyHash(row.keyHash),
    ...(row.isDisabled && row.disableReason ? { disable_reason: row.disableReason } : {}),
    ...(row.allowedIps ? { allowed_ips: row.allowedIps } : {}),
    third_party_disable_allowed: row.thirdPartyDisableAllowed ?? true,
  };
}

/** A service account with its keys (`WorkspaceServiceAccountResponseModel`). */
export function presentServiceAccount(account: ServiceAccountRow, keys: ApiKeyRow[], now = new Date()): ServiceAccount {
  return {
    service_account_user_id: account.userId,
    name: account.name,
    created_at_unix: toUnixSeconds(account.createdAt),
    role: account.role,
    "api-keys": keys.map((k) => presentServiceAccountApiKey(k, now)),
  };
}
