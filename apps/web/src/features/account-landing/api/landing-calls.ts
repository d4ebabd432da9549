import { apiJson } from "../../../lib/api-client";

/** POST /v1/user/action-codes/verify-email: completes an e-mail verification link. */
export function verifyEmailCode(oobCode: string): Promise<{ email: string }> {
  return apiJson("/v1/user/action-codes/verify-email", { method: "POST", json: { oob_code: oobCode } });
}

/** POST /v1/user/opt-out-of-updates with the key from a product e-mail's footer link. */
export function optOutOfUpdates(key: string): Promise<unknown> {
  return apiJson("/v1/user/opt-out-of-updates", { method: "POST", json: { opt_out_updates_key: key } });
}

/** POST /v1/user/sign-in-requests/verify: grants (or declines) support's temporary access. */
export function answerSignInRequest(code: string, grant: boolean): Promise<unknown> {
  return apiJson("/v1/user/sign-in-requests/verify", { method: "POST", json: { sign_in_request_verification_code: code, grant } });
}

/** POST /v1/user/verify-sensitive-action-code: the mailed proof before a sensitive action. */
export function verifySensitiveActionCode(code: string): Promise<unknown> {
  return apiJson("/v1/user/verify-sensitive-action-code", { method: "POST", json: { code } });
}
