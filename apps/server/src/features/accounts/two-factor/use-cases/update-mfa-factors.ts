import type { TwoFactorFields } from "@vocable/contract";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireSensitiveActionProof } from "#features/accounts/account-security/use-cases/require-sensitive-action-proof";
import { twoFactorFields } from "../presenter";
import { findUserEmail, isTwoFactorEnabled, removeFactor } from "../repo";

/** Whatever the sensitive-action check needs (it grows a mailer at merge; this follows it). */
type ProofDeps = Parameters<typeof requireSensitiveActionProof>[0];

/**
 * `totp_enabled: false` removes the TOTP factor and its backup codes, after a fresh
 * sensitive-action proof (403 sensitive_action_verification_required mails the code link).
 * `totp_enabled: true` cannot turn a factor on by itself: set-up needs the password, the secret
 * and a first code (Better Auth's /api/auth/two-factor/enable then /verify-totp); when the factor
 * is already on it is a no-op. Answers the User's two-factor fields as they now are.
 */
export async function updateMfaFactors(
  deps: ProofDeps & Pick<AppDeps, "db" | "log">,
  userId: string,
  input: { totp_enabled: boolean },
): Promise<TwoFactorFields> {
  const enabled = await isTwoFactorEnabled(deps.db, userId);
  if (input.totp_enabled && !enabled) {
    throw new AppError(
      "two_factor_setup_required",
      400,
      "Set up two-factor authentication with an authenticator app first (Settings, Two-factor authentication).",
    );
  }
  if (!input.totp_enabled && enabled) {
    const email = await findUserEmail(deps.db, userId);
    if (!email) throw new AppError("invalid_api_key", 401, "Your account no longer exists.");
    await requireSensitiveActionProof(deps, { userId, email }, "remove-2fa");
    await removeFactor(deps.db, userId);
    deps.log.info("two-factor removed", { userId });
  }
  return twoFactorFields(deps.db, userId);
}
