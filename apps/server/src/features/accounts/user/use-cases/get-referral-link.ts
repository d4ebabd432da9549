import { REFERRAL_QUERY_PARAM } from "@vocable/domain";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { claimReferralLinkCode, findUserProfile } from "#features/accounts/account/repo";

const REFERRAL_CODE_LENGTH = 10;

/** A referral link: the site's front page with the code in the parameter the web app's referral capture reads. */
export function referralLink(publicUrl: string, code: string): string {
  const url = new URL("/", publicUrl);
  url.searchParams.set(REFERRAL_QUERY_PARAM, code);
  return url.toString();
}

/**
 * GET /v1/user/referral-link: the user's link, making their code on the first ask (10 random
 * base-62 characters; a clash with another user's code is retried). Concurrent first asks agree
 * on one code.
 */
export async function getReferralLink(db: Db, publicUrl: string, userId: string): Promise<string> {
  const profile = await findUserProfile(db, userId);
  if (!profile) throw new AppError("invalid_api_key", 401, "This account no longer exists.");
  let code = profile.referralLinkCode;
  for (let attempt = 0; !code && attempt < 5; attempt++) code = await claimReferralLinkCode(db, userId, newId(REFERRAL_CODE_LENGTH));
  if (!code) throw new AppError("internal_error", 500, "Could not make a referral code; please try again.");
  return referralLink(publicUrl, code);
}
