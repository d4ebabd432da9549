import type { Db } from "#db/client";
import { updateUserProfile } from "#features/accounts/account/repo";

/**
 * POST /v1/user/update-public-user-name: the name shown beside the user's shared items. The
 * contract already made it one trimmed line of at most 50 characters; an empty name clears it
 * (shared items then show no name).
 */
export async function updatePublicUserName(db: Db, userId: string, name: string): Promise<string | null> {
  const value = name === "" ? null : name;
  await updateUserProfile(db, userId, { publicUserName: value });
  return value;
}
