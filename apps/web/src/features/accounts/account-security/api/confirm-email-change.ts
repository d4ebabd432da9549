import { api, data } from "#lib/api";

/**
 * PUT /v1/user/email?verification_code=…&is_reverting=…: the mailed code is the proof, so this
 * works signed out too (the revert link reaches the old address, whose owner may be signed out).
 * Answers the account's address from then on (`UpdatedEmail`).
 */
export function confirmEmailChange(code: string, isReverting: boolean) {
  return data(api.PUT("/v1/user/email", { params: { query: { verification_code: code, is_reverting: isReverting ? "true" : "false" } } }));
}
