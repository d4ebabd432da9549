import { z } from "zod";
import { shortToken } from "./strings";

/** The User's two-factor fields (spec §3): the TOTP factor when enrolled; SMS is never offered (no SMS provider). */
export const TwoFactorFields = z
  .object({
    totp_mfa_factor: z.object({ enrolled_at_unix: z.number().int() }).nullable(),
    sms_mfa_factor: z.null(),
    has_backup_codes: z.boolean(),
  })
  .meta({ id: "TwoFactorFields" });
export type TwoFactorFields = z.infer<typeof TwoFactorFields>;

/** POST /v1/user/update-mfa-factors: turning TOTP off needs a fresh sensitive-action proof; turning it on is the set-up dialog's. */
export const UpdateMfaFactorsRequest = z.object({ totp_enabled: z.boolean() }).meta({ id: "UpdateMfaFactorsRequest" });

/** POST /v1/user/backup-code: a fresh set, shown once (the previous set no longer works). */
export const BackupCodesResponse = z.object({ backup_codes: z.array(z.string()) }).meta({ id: "BackupCodesResponse" });
export type BackupCodesResponse = z.infer<typeof BackupCodesResponse>;

/**
 * The `{code}` of /v1/user/backup-code/{code}/remove-mfa: short and printable (letters, digits, _
 * and -) so a forged one is a 422; whether it is a code of this user is the server's to answer.
 */
export const BackupCodeParam = z.object({ code: shortToken(64) });

/** POST /v1/user/backup-code/{code}/remove-mfa: the factor is gone; `signed_in` when this completed a sign-in. */
export const RemoveMfaResponse = z.object({ status: z.literal("ok"), signed_in: z.boolean() }).meta({ id: "RemoveMfaResponse" });
export type RemoveMfaResponse = z.infer<typeof RemoveMfaResponse>;
