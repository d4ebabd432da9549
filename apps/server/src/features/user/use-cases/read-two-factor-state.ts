import type { User } from "@vocable/contract";
import type { Db } from "../../../db/client";

/** The second-factor fields of GET /v1/user. Backup codes only as a yes/no: never a code or a hash. */
export interface TwoFactorState {
  totp: User["totp_mfa_factor"];
  hasBackupCodes: boolean;
}

/**
 * The user's second factors for GET /v1/user: the one place the two-factor feature plugs in (its
 * TOTP factor and whether unused backup codes remain). Until it lands, no user has either.
 */
export async function readTwoFactorState(_db: Db, _userId: string): Promise<TwoFactorState> {
  return { totp: null, hasBackupCodes: false };
}
