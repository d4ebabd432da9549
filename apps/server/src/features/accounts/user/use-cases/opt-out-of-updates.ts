import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { readOptOutUpdatesKey } from "#features/accounts/account/opt-out-updates-key";
import { updateUserProfile } from "#features/accounts/account/repo";

/**
 * POST /v1/user/opt-out-of-updates: the footer link of a product e-mail turns product updates off
 * for the user the key names. No session needed: the key is the proof. A key this server did not
 * make, or one for an account that is gone, is 400 invalid_action_code.
 */
export async function optOutOfUpdates(db: Db, secret: string, key: string): Promise<void> {
  const userId = readOptOutUpdatesKey(secret, key);
  if (!userId || !(await updateUserProfile(db, userId, { agreesToProductUpdates: false }))) {
    throw new AppError("invalid_action_code", 400, "This opt-out link is invalid. Change your e-mail preferences in your account settings instead.");
  }
}
