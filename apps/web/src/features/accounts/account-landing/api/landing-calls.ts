import { api, data } from "#lib/api";

/** POST /v1/user/action-codes/verify-email: completes an e-mail verification link. */
export function verifyEmailCode(oobCode: string) {
  return data(api.POST("/v1/user/action-codes/verify-email", { body: { oob_code: oobCode } }));
}

/** POST /v1/user/opt-out-of-updates with the key from a product e-mail's footer link. */
export function optOutOfUpdates(key: string): Promise<unknown> {
  return data(api.POST("/v1/user/opt-out-of-updates", { body: { opt_out_updates_key: key } }));
}

/** POST /v1/user/sign-in-requests/verify: grants (or declines) support's temporary access. */
export function answerSignInRequest(code: string, grant: boolean): Promise<unknown> {
  return data(api.POST("/v1/user/sign-in-requests/verify", { body: { sign_in_request_verification_code: code, grant } }));
}

/** POST /v1/user/verify-sensitive-action-code: the mailed proof before a sensitive action. */
export function verifySensitiveActionCode(code: string): Promise<unknown> {
  return data(api.POST("/v1/user/verify-sensitive-action-code", { body: { code } }));
}
