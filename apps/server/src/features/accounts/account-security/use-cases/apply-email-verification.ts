import { isAPIError } from "better-auth/api";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { INVALID_LINK } from "../messages";

/**
 * Applies an e-mail verification code (the landing's verifyEmail mode): the address is verified
 * and returned. A code that is forged, expired or for an account since deleted is
 * `invalid_action_code`; applying a valid one twice verifies once and answers the same.
 */
export async function applyEmailVerification(deps: Pick<AppDeps, "auth">, code: string): Promise<{ email: string }> {
  try {
    const result = (await deps.auth.api.verifyEmail({ query: { token: code } })) as { user?: { email?: string } | null } | null;
    if (result?.user?.email) return { email: result.user.email };
  } catch (err) {
    if (!isAPIError(err)) throw err;
    throw new AppError("invalid_action_code", 400, INVALID_LINK);
  }
  // Better Auth answers without the user when the address was verified already: read it from the token.
  const email = emailOfVerificationToken(code);
  if (!email) throw new AppError("invalid_action_code", 400, INVALID_LINK);
  return { email };
}

/** The e-mail a verification token (a JWT Better Auth has just checked) is for. */
function emailOfVerificationToken(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { email?: unknown };
    return typeof payload.email === "string" ? payload.email : null;
  } catch {
    return null;
  }
}
