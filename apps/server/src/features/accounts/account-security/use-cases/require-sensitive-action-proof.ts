import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { sensitiveActionMessage } from "../emails";
import { SENSITIVE_ACTION_MAILED } from "../messages";
import { createActionCode, hasPendingActionCodeSince, hasUsedActionCodeSince } from "../repo";

/** How long a code mailed for a sensitive action can be used, and how long its proof then lasts. */
export const SENSITIVE_CODE_TTL_MS = 15 * 60_000;
export const SENSITIVE_PROOF_TTL_MS = 10 * 60_000;
/** A new code is mailed at most this often while an earlier one is unused (double clicks, retries). */
const RESEND_GAP_MS = 60_000;

/**
 * Guards a sensitive action (changing the e-mail, removing two-factor, deleting the account,
 * creating an API key): it goes on only when the user proved access to their mailbox in the last
 * 10 minutes (POST /v1/user/verify-sensitive-action-code with a mailed code). Otherwise a code is
 * mailed (at most one a minute) and the action is refused with 403
 * `sensitive_action_verification_required`: the person opens the link, then tries again.
 */
export async function requireSensitiveActionProof(
  deps: Pick<AppDeps, "db" | "config" | "mailer">,
  user: { userId: string; email: string },
  action: string,
  now = new Date(),
): Promise<void> {
  if (await hasUsedActionCodeSince(deps.db, user.userId, "sensitive-action", new Date(now.getTime() - SENSITIVE_PROOF_TTL_MS))) return;
  if (!(await hasPendingActionCodeSince(deps.db, user.userId, "sensitive-action", new Date(now.getTime() - RESEND_GAP_MS)))) {
    const code = await createActionCode(deps.db, { userId: user.userId, purpose: "sensitive-action", ttlMs: SENSITIVE_CODE_TTL_MS, now });
    await deps.mailer.send(sensitiveActionMessage(deps.config.publicUrl, { to: user.email, code, action }));
  }
  throw new AppError("sensitive_action_verification_required", 403, SENSITIVE_ACTION_MAILED);
}
