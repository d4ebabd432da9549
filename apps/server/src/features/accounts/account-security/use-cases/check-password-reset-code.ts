import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { INVALID_LINK } from "../messages";
import { findUserById } from "../repo";

/**
 * Checks a password-reset code without using it (spec §5 "password reset code check ... returns
 * the e-mail"): the reset page shows whose password is being set. Better Auth keeps the code's
 * hash (`verification.storeIdentifier: "hashed"`) and looks it up by the code.
 */
export async function checkPasswordResetCode(deps: Pick<AppDeps, "auth" | "db">, code: string, now = new Date()): Promise<{ email: string }> {
  const context = await deps.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${code}`);
  if (!verification || verification.expiresAt <= now) throw new AppError("invalid_action_code", 400, INVALID_LINK);
  const user = await findUserById(deps.db, verification.value);
  if (!user) throw new AppError("invalid_action_code", 400, INVALID_LINK);
  return { email: user.email };
}
