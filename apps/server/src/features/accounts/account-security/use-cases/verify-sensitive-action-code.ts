import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { INVALID_LINK } from "../messages";
import { accountLimits, limitAttempts } from "../rate-limits";
import { consumeActionCode } from "../repo";

/**
 * Uses a mailed sensitive-action code: only the signed-in user it was mailed to can use it, once,
 * within its 15 minutes. From then on, sensitive actions of that user go through for 10 minutes.
 */
export async function verifySensitiveActionCode(
  deps: Pick<AppDeps, "db" | "rateLimit" | "config">,
  input: { userId: string; code: string; clientIp: string | undefined },
): Promise<void> {
  await limitAttempts(deps.rateLimit, `codes:${input.clientIp ?? "unknown"}`, accountLimits(deps.config).codesPerClient);
  const used = await consumeActionCode(deps.db, { code: input.code, purpose: "sensitive-action", userId: input.userId, now: new Date() });
  if (!used) throw new AppError("invalid_action_code", 400, INVALID_LINK);
}
