import { TOO_MANY_ATTEMPTS } from "@vocable/domain";
import type { RateLimitStorage } from "../../platform/rate-limit-store";
import type { RateLimitRule } from "../../platform/rate-limit";
import { AppError } from "../../platform/errors";

/** Limits of the account routes: per client address, and per e-mail address or user where one is named. */
export const ACCOUNT_LIMITS = {
  /** E-mails asked for by address (verification, reset): per client and per target address. */
  mailPerClient: { window: 10 * 60, max: 10 },
  mailPerAddress: { window: 10 * 60, max: 3 },
  /** Codes tried (verify, reset, sensitive action, e-mail change): guessing 256-bit codes is hopeless, this keeps it quiet. */
  codesPerClient: { window: 60, max: 20 },
  /** Password checks of a signed-in user (change password). */
  passwordPerUser: { window: 10 * 60, max: 10 },
} satisfies Record<string, RateLimitRule>;

/** Counts one attempt under `key`; past the rule's limit, a 429 with the spec's "Too many attempts" text. */
export async function limitAttempts(rateLimit: RateLimitStorage, key: string, rule: RateLimitRule): Promise<void> {
  const { allowed } = await rateLimit.consume(`account:${key}`, rule);
  if (!allowed) throw new AppError("too_many_attempts", 429, TOO_MANY_ATTEMPTS);
}
