import { BACKUP_CODE_COUNT } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireSensitiveActionProof } from "#features/accounts/account-security/use-cases/require-sensitive-action-proof";
import { generateBackupCodeSet, hashBackupCode } from "../codes";
import { findTwoFactor, findUserEmail, isTwoFactorEnabled, replaceBackupCodes } from "../repo";

/** Whatever the sensitive-action check needs (it grows a mailer at merge; this follows it). */
type ProofDeps = Parameters<typeof requireSensitiveActionProof>[0];

/** How long after confirming the factor the set-up dialog may fetch its codes without another proof. */
export const SET_UP_GRACE_MS = 10 * 60 * 1000;

/**
 * Issues a fresh set of backup codes (the previous set stops working) and returns them, shown
 * once. Needs a confirmed TOTP factor. Right after set-up no more proof is asked (confirming the
 * factor ended every other session); later a new set is a sensitive action, since the codes can
 * remove the factor.
 */
export async function issueBackupCodes(deps: ProofDeps & Pick<AppDeps, "db" | "log">, userId: string, now = new Date()): Promise<string[]> {
  const row = await findTwoFactor(deps.db, userId);
  if (!row?.verified || !(await isTwoFactorEnabled(deps.db, userId))) {
    throw new AppError("two_factor_not_enabled", 400, "Turn on two-factor authentication before creating backup codes.");
  }
  const enrolledAt = row.enrolledAt ?? row.createdAt;
  if (now.getTime() - enrolledAt.getTime() > SET_UP_GRACE_MS) {
    const email = await findUserEmail(deps.db, userId);
    if (!email) throw new AppError("invalid_api_key", 401, "Your account no longer exists.");
    await requireSensitiveActionProof(deps, { userId, email }, "regenerate-backup-codes");
  }
  const { normalized, shown } = generateBackupCodeSet(BACKUP_CODE_COUNT);
  await replaceBackupCodes(deps.db, userId, normalized.map(hashBackupCode));
  return shown;
}
