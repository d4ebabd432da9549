import { isAPIError } from "better-auth/api";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { INVALID_LINK } from "../messages";
import { passwordProblem } from "../password-policy";
import { checkPasswordResetCode } from "./check-password-reset-code";

/**
 * Sets a new password with a reset code (once: Better Auth consumes the code atomically) and ends
 * every session of the user (`revokeSessionsOnPasswordReset`). The policy is checked before the
 * code is used, so a refused password does not cost the user their link.
 */
export async function resetPassword(deps: Pick<AppDeps, "auth" | "db">, input: { code: string; newPassword: string }): Promise<void> {
  const { email } = await checkPasswordResetCode(deps, input.code);
  const problem = passwordProblem(input.newPassword, { email });
  if (problem) throw new AppError("weak_password", 400, problem);
  try {
    await deps.auth.api.resetPassword({ body: { token: input.code, newPassword: input.newPassword } });
  } catch (err) {
    if (!isAPIError(err)) throw err;
    throw new AppError("invalid_action_code", 400, INVALID_LINK);
  }
}
