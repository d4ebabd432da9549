import type { EditServiceAccountApiKeyRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** PATCH /v1/service-accounts/{id}/api-keys/{key_id}: rename, re-scope, limit, disable or enable. */
export function useEditServiceAccountKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, keyId, ...input }: EditServiceAccountApiKeyRequest & { accountId: string; keyId: string }) =>
      data(api.PATCH("/v1/service-accounts/{service_account_user_id}/api-keys/{api_key_id}", { params: { path: { service_account_user_id: accountId, api_key_id: keyId } }, body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceAccounts }),
    onError: handleError,
  });
}
