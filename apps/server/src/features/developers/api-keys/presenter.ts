import type { ApiKey } from "@vocable/contract";
import { DEFAULT_API_KEY_PERMISSIONS, isApiKeyPermission } from "@vocable/domain";
import type { ApiKeyRow } from "./repo";
import { toUnixSeconds } from "#platform/unix-time";

/** The count as it stands in the current month (a count of an earlier month reads as 0). */
export function keyCharacterCount(row: Pick<ApiKeyRow, "characterCount" | "characterCountPeriodEnd">, now: Date): number {
  return row.characterCountPeriodEnd && row.characterCountPeriodEnd > now ? row.characterCount : 0;
}

export function presentApiKey(row: ApiKeyRow, now = new Date()): ApiKey {
  return {
    key_id: row.id,
    name: row.name,
    hint: row.hint,
    created_at_unix: toUnixSeconds(row.createdAt),
    last_used_unix: row.lastUsedAt ? toUnixSeconds(row.lastUsedAt) : null,
    permissions: row.permissions ? row.permissions.filter(isApiKeyPermission) : [...DEFAULT_API_KEY_PERMISSIONS],
    character_limit: row.characterLimit,
    character_count: keyCharacterCount(row, now),
    is_disabled: row.isDisabled,
  };
}
