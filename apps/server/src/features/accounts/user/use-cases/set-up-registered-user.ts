import type { Db } from "#db/client";
import { findUserIdByReferralCode, setReferredByCodeOnce } from "#features/accounts/account/repo";
import { findUserById } from "#features/accounts/account-security/repo";

/** How long after sign-up a referral can still be recorded: the web app calls right after it. */
export const REFERRAL_RECORD_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * POST /v1/user/post-registration-user-setup, called by the web app after sign-up with what the
 * visitor brought: `pid` is the referral code of the link they came by (the stored referral
 * record), recorded as `referred_by_code` once, only within a day of sign-up (an old account cannot
 * claim to have been referred), never the user's own code, and only when it is a real code.
 * `xid` (a partner click id) and `gcp_marketplace_jwt` have no meaning here: accepted, not stored.
 * Answers whether a referral was recorded.
 */
export async function setUpRegisteredUser(db: Db, userId: string, input: { pid?: string }, now = new Date()): Promise<boolean> {
  if (!input.pid) return false;
  const row = await findUserById(db, userId);
  if (!row || now.getTime() - row.createdAt.getTime() > REFERRAL_RECORD_WINDOW_MS) return false;
  const referrer = await findUserIdByReferralCode(db, input.pid);
  if (!referrer || referrer === userId) return false;
  return setReferredByCodeOnce(db, userId, input.pid);
}
