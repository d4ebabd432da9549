import type { Db } from "#db/client";
import { findUserProfile, updateUserProfile } from "#features/accounts/account/repo";

/** POST /v1/user/accept-bipa-terms: records when the user accepted the biometric terms (the first time counts). */
export async function acceptBipaTerms(db: Db, userId: string): Promise<void> {
  const profile = await findUserProfile(db, userId);
  if (profile && !profile.bipaTermsAcceptedAt) await updateUserProfile(db, userId, { bipaTermsAcceptedAt: new Date() });
}
