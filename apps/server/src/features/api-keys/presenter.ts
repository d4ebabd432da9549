import type { ApiKey } from "@vocable/contract";
import type { ApiKeyRow } from "./repo";
import { toUnixSeconds } from "../../platform/unix-time";

export function presentApiKey(row: ApiKeyRow): ApiKey {
  return {
    key_id: row.id,
    name: row.name,
    hint: row.hint,
    created_at_unix: toUnixSeconds(row.createdAt),
    last_used_unix: row.lastUsedAt ? toUnixSeconds(row.lastUsedAt) : null,
  };
}
