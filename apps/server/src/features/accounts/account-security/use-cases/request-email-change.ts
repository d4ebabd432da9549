import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { emailChangeMessage, emailChangeTakenMessage } from "../emails";
import { accountLimits, limitAttempts } from "../rate-limits";
import { createActionCode, findUserByEmail, findUserById } from "../repo";
import { requireSensitiveActionProof } from "./require-sensitive-action-proof";

export const EMAIL_CHANGE_TTL_MS = 60 * 60_000;

/**
 * POST /v1/user/send-email-change-verification: after a fresh proof of the current mailbox, mails
 * a confirmation link to the new address. The answer is the same when the new address has an
 * account already; that mailbox is told instead (the requester learns nothing about it).
 */
export async function requestEmailChange(
  deps: Pick<AppDeps, "db" | "config" | "mailer" | "rateLimit">,
  input: { userId: string; newEmail: string },
): Promise<void> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw new AppError("invalid_api_key", 401, "Sign in again.");
  if (user.email === input.newEmail) throw new AppError("invalid_request", 400, "This is already your e-mail address.");
  await requireSensitiveActionProof(deps, { userId: user.id, email: user.email }, "change your e-mail address");
  await limitAttempts(deps.rateLimit, `mail-address:email-change:${input.newEmail}`, accountLimits(deps.config).mailPerAddress);
  const publicUrl = deps.config.publicUrl;
  if (await findUserByEmail(deps.db, input.newEmail)) {
    await deps.mailer.send(emailChangeTakenMessage(publicUrl, { to: input.newEmail }));
    return;
  }
  const code = await createActionCode(deps.db, {
    userId: user.id,
    purpose: "email-change",
    ttlMs: EMAIL_CHANGE_TTL_MS,
    payload: { oldEmail: user.email, newEmail: input.newEmail },
    now: new Date(),
  });
  await deps.mailer.send(emailChangeMessage(publicUrl, { to: input.newEmail, code, oldEmail: user.email }));
}
