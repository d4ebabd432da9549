import { isAPIError } from "better-auth/api";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { passwordChangedMessage } from "../emails";
import { passwordProblem } from "../password-policy";
import { accountLimits, limitAttempts } from "../rate-limits";
import { findUserById } from "../repo";

/**
 * Changes the signed-in user's password (the current one checked) and ends every other session:
 * Better Auth replaces this session with a new one, whose cookie the route passes on. It also
 * ends the user's personal API keys, always (auth-options.ts, a hook of Better Auth's). The user
 * gets a notice by e-mail with a way to reset if it was not them.
 */
export async function changePassword(
  deps: Pick<AppDeps, "auth" | "db" | "rateLimit" | "mailer" | "config">,
  input: { userId: string; headers: Headers; currentPassword: string; newPassword: string },
): Promise<Headers> {
  await limitAttempts(deps.rateLimit, `password:${input.userId}`, accountLimits(deps.config).passwordPerUser);
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw new AppError("invalid_api_key", 401, "Sign in again.");
  const problem = passwordProblem(input.newPassword, { email: user.email });
  if (problem) throw new AppError("weak_password", 400, problem);
  let headers: Headers;
  try {
    ({ headers } = await deps.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: input.headers,
      returnHeaders: true,
    }));
  } catch (err) {
    if (!isAPIError(err)) throw err;
    if (err.body?.code === "INVALID_PASSWORD") throw new AppError("invalid_password", 400, "Your current password is not correct.");
    throw new AppError("invalid_request", 400, err.body?.message ?? "The password could not be changed.");
  }
  await deps.mailer.send(passwordChangedMessage(deps.config.publicUrl, { to: user.email }));
  return headers;
}
