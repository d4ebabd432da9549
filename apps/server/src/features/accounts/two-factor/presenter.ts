import type { TwoFactorFields } from "@vocable/contract";
import type { Db } from "#db/client";
import { toUnixSeconds } from "#platform/unix-time";
import { countUnusedBackupCodes, findTwoFactor, isTwoFactorEnabled } from "./repo";

/**
 * The User's two-factor fields (spec §3): `totp_mfa_factor` once a TOTP factor is confirmed,
 * `sms_mfa_factor` always null (no SMS provider is configured, so SMS is never offered), and
 * whether unused backup codes exist. The User presenter merges these in.
 */
export async function twoFactorFields(db: Db, userId: string): Promise<TwoFactorFields> {
  const [enabled, row, unused] = await Promise.all([isTwoFactorEnabled(db, userId), findTwoFactor(db, userId), countUnusedBackupCodes(db, userId)]);
  const enrolled = enabled && row?.verified ? (row.enrolledAt ?? row.createdAt) : null;
  return {
    totp_mfa_factor: enrolled ? { enrolled_at_unix: toUnixSeconds(enrolled) } : null,
    sms_mfa_factor: null,
    has_backup_codes: unused > 0,
  };
}
