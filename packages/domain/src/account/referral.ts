/**
 * The referral record (spec accounts §3 "Referral record stored locally", §4 "Referral", §9): the
 * code of the referral link that brought a visitor, kept 90 days so a later sign-up still credits
 * the referrer. A visit from a paid-search click or a partner link is not a referral: it clears
 * the record, and the referral cookies go 2 seconds later (after the page's own scripts read them).
 */

/** How long a referral record is valid (90 days). */
export const REFERRAL_VALIDITY_MS = 7_776_000_000;
/** Delay before the referral cookies are removed. */
export const REFERRAL_COOKIE_REMOVAL_DELAY_MS = 2_000;

/** The query parameter of a referral link (`/?via=<referral_link_code>`). */
export const REFERRAL_QUERY_PARAM = "via";
/** Click ids of paid-search ads (Google Ads, its app and iOS variants, Microsoft Ads). */
export const PAID_SEARCH_CLICK_PARAMS = ["gclid", "gbraid", "wbraid", "msclkid"] as const;
/** A partner's key in the address: the visit belongs to that partner, not to a referrer. */
export const PARTNER_KEY_PARAMS = ["pk", "partner_key"] as const;
/** Cookies that carry a referral (removed on clearing). */
export const REFERRAL_COOKIES = ["xi_referral"] as const;

/** A referral record as stored. */
export interface ReferralRecord {
  value: string;
  expiresTimestamp: number;
}

/** A referral code: letters, digits, `_` and `-`, at most 64 (the codes the server makes are shorter). */
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** A new record for `value` made at `now`. */
export function createReferralRecord(value: string, now: number): ReferralRecord {
  return { value, expiresTimestamp: now + REFERRAL_VALIDITY_MS };
}

/** A stored value as a record still valid at `now`, or null (missing, malformed or expired). */
export function parseReferralRecord(stored: unknown, now: number): ReferralRecord | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { value, expiresTimestamp } = stored as Record<string, unknown>;
  if (typeof value !== "string" || !REFERRAL_CODE.test(value)) return null;
  if (typeof expiresTimestamp !== "number" || !Number.isFinite(expiresTimestamp)) return null;
  // Expired, or dated further ahead than a record can be (tampered with).
  if (expiresTimestamp <= now || expiresTimestamp > now + REFERRAL_VALIDITY_MS) return null;
  return { value, expiresTimestamp };
}

/** What a visit does to the referral record. */
export type ReferralUpdate =
  | { kind: "keep"; record: ReferralRecord | null }
  | { kind: "store"; record: ReferralRecord }
  | { kind: "clear"; removeCookiesAfterMs: number };

/**
 * The record after a visit with `query` at `now`: a paid-search click or a partner key clears it
 * (and the referral cookies); a referral code in the address starts a fresh 90 days; otherwise the
 * stored record stays while valid (an expired one is dropped).
 */
export function referralAfterVisit(input: { stored: unknown; query: URLSearchParams; now: number }): ReferralUpdate {
  const has = (keys: readonly string[]) => keys.some((key) => input.query.has(key));
  if (has(PAID_SEARCH_CLICK_PARAMS) || has(PARTNER_KEY_PARAMS)) {
    return { kind: "clear", removeCookiesAfterMs: REFERRAL_COOKIE_REMOVAL_DELAY_MS };
  }
  const code = input.query.get(REFERRAL_QUERY_PARAM)?.trim();
  if (code && REFERRAL_CODE.test(code)) return { kind: "store", record: createReferralRecord(code, input.now) };
  return { kind: "keep", record: parseReferralRecord(input.stored, input.now) };
}
