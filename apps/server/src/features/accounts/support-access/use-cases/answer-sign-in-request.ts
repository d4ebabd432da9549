import { supportAccessExpiry, supportAccessHours, SUPPORT_ACCESS_DEFAULT_HOURS } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { INVALID_LINK } from "#features/accounts/account-security/messages";
import { accountLimits, limitAttempts } from "#features/accounts/account-security/rate-limits";
import { consumeActionCode } from "#features/accounts/account-security/repo";
import { insertSupportAccessGrant, type SupportAccessGrantRow } from "../repo";

/**
 * POST /v1/user/sign-in-requests/verify: the signed-in user answers a support-access request with
 * its mailed code. The code must be theirs, unused and unexpired; it is used up and the answer
 * recorded in one transaction (granted until now + the hours the operator asked for, or declined),
 * so a code answers once. Anything else is `invalid_action_code` (400): a forged, another user's,
 * an expired or a used code cannot be told apart.
 */
export async function answerSignInRequest(
  deps: Pick<AppDeps, "db" | "rateLimit" | "config">,
  input: { userId: string; code: string; grant: boolean; clientIp: string | undefined },
  now = new Date(),
): Promise<SupportAccessGrantRow> {
  await limitAttempts(deps.rateLimit, `codes:${input.clientIp ?? "unknown"}`, accountLimits(deps.config).codesPerClient);
  const answer = await deps.db.transaction(async (tx) => {
    const request = await consumeActionCode(tx, { code: input.code, purpose: "sign-in-request", userId: input.userId, now });
    if (!request) return null;
    const hours = supportAccessHours(request.payload.hours) ?? SUPPORT_ACCESS_DEFAULT_HOURS;
    return insertSupportAccessGrant(tx, {
      id: newId(),
      userId: input.userId,
      requestId: request.id,
      requestedBy: request.payload.requestedBy ?? "support",
      reason: request.payload.reason ?? null,
      granted: input.grant,
      expiresAt: input.grant ? supportAccessExpiry(now, hours) : null,
      createdAt: now,
    });
  });
  if (!answer) throw new AppError("invalid_action_code", 400, INVALID_LINK);
  return answer;
}
