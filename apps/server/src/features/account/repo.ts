import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userProfile } from "../../db/schema";
import { newId } from "../../platform/ids";

export type UserProfileRow = typeof userProfile.$inferSelect;

/**
 * The profile row of a new account: onboarding (survey and checklist) still to do, a public id
 * for shared items. Idempotent, so a retried sign-up hook does not fail.
 */
export async function createUserProfile(db: Db, user: { id: string; name: string }): Promise<void> {
  await db
    .insert(userProfile)
    .values({
      userId: user.id,
      firstName: user.name.trim().split(/\s+/)[0] || null,
      publicUserId: newId(),
      onboardingCompleted: false,
      onboardingChecklistCompleted: false,
    })
    .onConflictDoNothing();
}

/** A user's profile row (every account has one: the sign-up hook writes it, the migration back-fills it). */
export async function findUserProfile(db: Db, userId: string): Promise<UserProfileRow | null> {
  const rows = await db.select().from(userProfile).where(eq(userProfile.userId, userId)).limit(1);
  return rows[0] ?? null;
}
