import type { User } from "@vocable/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "#lib/api-client";
import { queryKeys } from "#lib/query-keys";

/**
 * GET /v1/user: the account with its subscription (character count and limit). Still apiJson: the
 * typed client's answer type drops the fields the document types as plain `null` (sms_mfa_factor,
 * audio_native), which the contract's User, and so the settings page, has.
 */
export const userQueryOptions = queryOptions({
  queryKey: queryKeys.user,
  queryFn: () => apiJson<User>("/v1/user"),
});
