import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { deleteOtherSessions } from "#features/accounts/sessions/repo";
import { emailChangedNoticeMessage } from "../emails";
import { INVALID_LINK } from "../messages";
import { accountLimits, limitAttempts } from "../rate-limits";
import { consumeActionCode, createActionCode, findUserById, updateUserEmail } from "../repo";

export const EMAIL_REVERT_TTL_MS = 72 * 60 * 60_000;
export const EMAIL_TAKEN = "Unable to update email, this address is already in use by another account.";

/**
 * PUT /v1/user/email?verification_code=…&is_reverting=…: the code from the e-mail is the proof, so
 * it works signed in or not. Confirming (from the new mailbox) moves the account to the new
 * address, ends every other session, and mails the old address a link that undoes it for 72
 * hours. Reverting (from the old mailbox) moves it back and ends every session: whoever made the
 * change is signed out.
 */
export async function confirmEmailChange(
  deps: Pick<AppDeps, "db" | "config" | "mailer" | "rateLimit">,
  input: { code: string; isReverting: boolean; principal: Principal | undefined; clientIp: string | undefined },
): Promise<{ email: string }> {
  await limitAttempts(deps.rateLimit, `codes:${input.clientIp ?? "unknown"}`, accountLimits(deps.config).codesPerClient);
  const now = new Date();
  const used = await consumeActionCode(deps.db, { code: input.code, purpose: input.isReverting ? "email-change-revert" : "email-change", now });
  if (!used) throw new AppError("invalid_action_code", 400, INVALID_LINK);
  const { oldEmail, newEmail } = used.payload as { oldEmail: string; newEmail: string };
  const user = await findUserById(deps.db, used.userId);
  if (!user) throw new AppError("invalid_action_code", 400, INVALID_LINK);

  if (input.isReverting) {
    if (user.email !== oldEmail && !(await updateUserEmail(deps.db, user.id, oldEmail, now))) throw new AppError("email_taken", 409, EMAIL_TAKEN);
    await deleteOtherSessions(deps.db, user.id, null);
    return { email: oldEmail };
  }

  // A link for an address the account no longer has (changed again since) is stale.
  if (user.email !== oldEmail) throw new AppError("invalid_action_code", 400, INVALID_LINK);
  if (!(await updateUserEmail(deps.db, user.id, newEmail, now))) throw new AppError("email_taken", 409, EMAIL_TAKEN);
  const keep = input.principal?.userId === user.id ? (input.principal.sessionId ?? null) : null;
  await deleteOtherSessions(deps.db, user.id, keep);
  const revertCode = await createActionCode(deps.db, {
    userId: user.id,
    purpose: "email-change-revert",
    ttlMs: EMAIL_REVERT_TTL_MS,
    payload: { oldEmail, newEmail },
    now,
  });
  await deps.mailer.send(emailChangedNoticeMessage(deps.config.publicUrl, { to: oldEmail, code: revertCode, newEmail }));
  return { email: newEmail };
}
