import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { isUniqueViolation } from "#db/errors";
import { preparedQuery } from "#db/prepared-query";
import { userDevice, userProfile } from "#db/schema/index";
import { newId } from "#platform/ids";

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

const profileByUser = preparedQuery((db, name) =>
  db.select().from(userProfile).where(eq(userProfile.userId, sql.placeholder("userId"))).limit(1).prepare(name),
);

/** A user's profile row (every account has one: the sign-up hook writes it, the migration back-fills it). */
export async function findUserProfile(db: Db, userId: string): Promise<UserProfileRow | null> {
  const rows = await profileByUser(db).execute({ userId });
  return rows[0] ?? null;
}

/** The profile columns a use case may change (everything but the key and the creation time). */
export type UserProfilePatch = Partial<Omit<typeof userProfile.$inferInsert, "userId" | "createdAt" | "updatedAt">>;

/** Changes a user's profile; false when the user has no profile (a deleted account). */
export async function updateUserProfile(db: Db, userId: string, patch: UserProfilePatch): Promise<boolean> {
  const rows = await db
    .update(userProfile)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(userProfile.userId, userId))
    .returning({ userId: userProfile.userId });
  return rows.length > 0;
}

/** The profile row locked for a read-modify-write inside the caller's transaction (checklist changes). */
export async function lockUserProfile(tx: Db, userId: string): Promise<UserProfileRow | null> {
  const rows = await tx.select().from(userProfile).where(eq(userProfile.userId, userId)).for("update");
  return rows[0] ?? null;
}

/**
 * Gives the user `code` as their referral code unless they already have one; answers the code they
 * end up with (theirs if a concurrent request set it first). Null: the code belongs to someone else.
 */
export async function claimReferralLinkCode(db: Db, userId: string, code: string): Promise<string | null> {
  const rows = await db
    .update(userProfile)
    .set({ referralLinkCode: sql`coalesce(${userProfile.referralLinkCode}, ${code})`, updatedAt: new Date() })
    .where(eq(userProfile.userId, userId))
    .returning({ code: userProfile.referralLinkCode })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) return [];
      throw err;
    });
  return rows[0]?.code ?? null;
}

/** The user whose referral code this is, if any. */
export async function findUserIdByReferralCode(db: Db, code: string): Promise<string | null> {
  const rows = await db.select({ userId: userProfile.userId }).from(userProfile).where(eq(userProfile.referralLinkCode, code)).limit(1);
  return rows[0]?.userId ?? null;
}

/** Records who referred the user, once: an existing referrer is never replaced. True when recorded. */
export async function setReferredByCodeOnce(db: Db, userId: string, code: string): Promise<boolean> {
  const rows = await db
    .update(userProfile)
    .set({ referredByCode: code, updatedAt: new Date() })
    .where(and(eq(userProfile.userId, userId), isNull(userProfile.referredByCode)))
    .returning({ userId: userProfile.userId });
  return rows.length > 0;
}

/** How many device fingerprints a user keeps; the least recently seen go first. */
export const MAX_DEVICES_PER_USER = 50;

/** Records that the user's browser reported this fingerprint (by its hash), keeping the newest few. */
export async function recordUserDevice(db: Db, userId: string, fingerprintHash: string): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(userDevice)
      .values({ userId, fingerprintHash, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({ target: [userDevice.userId, userDevice.fingerprintHash], set: { lastSeenAt: now } });
    // A client can send any number of made-up fingerprints: only the most recent ones are kept.
    await tx.execute(sql`
      delete from ${userDevice}
      where ${userDevice.userId} = ${userId}
        and ${userDevice.fingerprintHash} not in (
          select ${userDevice.fingerprintHash} from ${userDevice}
          where ${userDevice.userId} = ${userId}
          order by ${userDevice.lastSeenAt} desc, ${userDevice.fingerprintHash} desc
          limit ${MAX_DEVICES_PER_USER}
        )`);
  });
}

/** The device fingerprint hashes a user reported, most recent first. */
export async function listUserDeviceHashes(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ hash: userDevice.fingerprintHash })
    .from(userDevice)
    .where(eq(userDevice.userId, userId))
    .orderBy(desc(userDevice.lastSeenAt), desc(userDevice.fingerprintHash));
  return rows.map((row) => row.hash);
}


/** The profile with this public handle (profile_page_handle), or null. */
export async function findUserProfileByHandle(db: Db, handle: string): Promise<UserProfileRow | null> {
  const [row] = await db.select().from(userProfile).where(eq(userProfile.profilePageHandle, handle)).limit(1);
  return row ?? null;
}
