import type { Db } from "#db/client";
import { updateUserProfile } from "#features/accounts/account/repo";

/** POST /v1/user/dismiss-moderation-warning: the user has seen the moderation warning; it stays dismissed. */
export async function dismissModerationWarning(db: Db, userId: string): Promise<void> {
  await updateUserProfile(db, userId, { moderationWarningDismissed: true });
}
