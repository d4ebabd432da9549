import { apiJson } from "../../../lib/api-client";

/**
 * PUT /v1/user/email?verification_code=…&is_reverting=…: the mailed code is the proof, so this
 * works signed out too (the revert link reaches the old address, whose owner may be signed out).
 * Answers the account's address from then on (the contract's `UpdatedEmail`, which exports no type).
 */
export function confirmEmailChange(code: string, isReverting: boolean): Promise<{ email: string }> {
  return apiJson<{ email: string }>("/v1/user/email", { method: "PUT", query: { verification_code: code, is_reverting: isReverting } });
}
