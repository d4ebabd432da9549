import type { TwoFactorFields } from "@vocable/contract";
import type { Db } from "#db/client";
import { toUnixSeconds } from "#platform/unix-time";
import { readTwoFactorState, type TwoFactorState } from "./repo";

/**
 * The User's two-factor fields (spec §3): `totp_mfa_factor` once a TOTP factor is confirmed,
 * `sms_mfa_factor` always null (no SMS provider is configured, so SMS is never offered), and
 * whether unused backup codes exist. The User presenter merges these in.
 */
export async function twoFactorFields(db: Db, userId: string): Promise<TwoFactorFields> {
  return presentTwoFactorFields(await readTwoFactorState(db, userId));
}

export function presentTwoFactorFields({ confirmedAt, hasBackupCodes }: TwoFactorState): TwoFactorFields {
  return {
    totp_mfa_factor: confirmedAt ? { enrolled_at_unix: toUnixSeconds(confirmedAt) } : null,
    sms_mfa_factor: null,
    has_backup_codes: hasBackupCodes,
  };
}
