import { TOO_MANY_ATTEMPTS } from "@vocable/domain";
import type { RateLimitStorage } from "#platform/rate-limit-store";
import type { RateLimitRule } from "#platform/rate-limit";
import type { Config } from "#platform/env";
import { AppError } from "#platform/errors";

/**
 * Limits of the account routes. Per client address they are credential endpoints like Better
 * Auth's, so SIGN_IN_RATE_LIMIT a minute applies (e-mails asked for by address; codes tried:
 * guessing 256-bit codes is hopeless, the limit keeps it quiet); per target address and per user
 * they are fixed, so nobody can fill a mailbox or try passwords of a signed-in account at leisure.
 */
export function accountLimits(config: Pick<Config, "signInRateLimit">) {
  const perClient: RateLimitRule = { window: 60, max: config.signInRateLimit };
  return {
    mailPerClient: perClient,
    mailPerAddress: { window: 10 * 60, max: 3 },
    codesPerClient: perClient,
    /** Password checks of a signed-in user (change password). */
    passwordPerUser: { window: 10 * 60, max: 10 },
  } satisfies Record<string, RateLimitRule>;
}

/** Counts one attempt under `key`; past the rule's limit, a 429 with the spec's "Too many attempts" text. */
export async function limitAttempts(rateLimit: RateLimitStorage, key: string, rule: RateLimitRule): Promise<void> {
  const { allowed } = await rateLimit.consume(`account:${key}`, rule);
  if (!allowed) throw new AppError("too_many_attempts", 429, TOO_MANY_ATTEMPTS);
}
