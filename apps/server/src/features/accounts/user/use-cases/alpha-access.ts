import type { AlphaAccessResponse } from "@vocable/contract";
import type { Db } from "#db/client";
import { findUserProfile, updateUserProfile } from "#features/accounts/account/repo";

/**
 * GET /v1/user/has-alpha-access: whether the user may try features before release. Vocable has no
 * alpha features and no one who grants access, so it stays false unless an operator sets
 * `user_profile.has_alpha_access`; the request is recorded so an operator can see who asked.
 */
export async function getAlphaAccess(db: Db, userId: string): Promise<AlphaAccessResponse> {
  const profile = await findUserProfile(db, userId);
  return { has_alpha_access: profile?.hasAlphaAccess ?? false, alpha_access_requested: !!profile?.alphaAccessRequestedAt };
}

/** POST /v1/user/request-alpha-access: records the first request (asking again keeps its date). */
export async function requestAlphaAccess(db: Db, userId: string): Promise<AlphaAccessResponse> {
  const profile = await findUserProfile(db, userId);
  if (profile && !profile.alphaAccessRequestedAt) await updateUserProfile(db, userId, { alphaAccessRequestedAt: new Date() });
  return getAlphaAccess(db, userId);
}
