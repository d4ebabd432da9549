import type { ApiKey } from "@vocable/contract";
import type { ApiKeyRow } from "./repo";

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export function presentApiKey(row: ApiKeyRow): ApiKey {
  return {
    key_id: row.id,
    name: row.name,
    hint: row.hint,
    created_at_unix: unix(row.createdAt),
    last_used_unix: row.lastUsedAt ? unix(row.lastUsedAt) : null,
  };
}
