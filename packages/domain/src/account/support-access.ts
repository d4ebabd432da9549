/**
 * Support access (spec accounts §2 verifySignInRequest, §7 sign-in-requests/verify): an operator of
 * the instance asks a user for temporary access to their account; the user grants or declines from
 * the mailed link. These are the rules of the request and of the recorded answer.
 */

/** How long access lasts when the operator does not say (hours). */
export const SUPPORT_ACCESS_DEFAULT_HOURS = 24;
/** The longest access an operator may ask for: a week. */
export const SUPPORT_ACCESS_MAX_HOURS = 7 * 24;
/** How long the mailed link can be answered: three days (the user may read it late). */
export const SIGN_IN_REQUEST_TTL_MS = 72 * 3_600_000;

/**
 * The access duration an operator asked for, in whole hours: undefined is the default; anything
 * that is not a whole number of hours from 1 to {@link SUPPORT_ACCESS_MAX_HOURS} is refused (null).
 */
export function supportAccessHours(input: string | number | undefined): number | null {
  if (input === undefined) return SUPPORT_ACCESS_DEFAULT_HOURS;
  const text = String(input).trim();
  if (!/^[0-9]{1,4}$/.test(text)) return null;
  const hours = Number(text);
  return hours >= 1 && hours <= SUPPORT_ACCESS_MAX_HOURS ? hours : null;
}

/** Until when a grant answered at `decidedAt` for `hours` lasts. */
export function supportAccessExpiry(decidedAt: Date, hours: number): Date {
  return new Date(decidedAt.getTime() + hours * 3_600_000);
}

/** A recorded answer as an operator sees it: access still granted, granted but over, or declined. */
export type SupportAccessState = "active" | "expired" | "declined";

export function supportAccessState(grant: { granted: boolean; expiresAt: Date | null }, now: Date): SupportAccessState {
  if (!grant.granted) return "declined";
  return grant.expiresAt && grant.expiresAt > now ? "active" : "expired";
}
