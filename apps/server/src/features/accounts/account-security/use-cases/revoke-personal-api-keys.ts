import type { Db } from "#db/client";
import { deleteApiKeysOfHolder } from "#features/developers/api-keys/repo";

/**
 * Ends a person's API keys when their password is reset or changed: whoever learned the old
 * password may have made keys with it, and a key outlives every session. Only the person's own
 * keys go (in every workspace, with the keys those keys made: api-keys' made-by rule); the
 * workspace's service accounts keep theirs. Better Auth calls this (auth-options.ts), so every path that sets a password does.
 */
export async function revokePersonalApiKeys(db: Db, userId: string): Promise<number> {
  return deleteApiKeysOfHolder(db, userId);
}
