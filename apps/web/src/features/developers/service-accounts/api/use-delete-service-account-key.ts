import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/service-accounts/{id}/api-keys/{key_id}. */
export function useDeleteServiceAccountKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, keyId }: { accountId: string; keyId: string }) =>
      data(api.DELETE("/v1/service-accounts/{service_account_user_id}/api-keys/{api_key_id}", { params: { path: { service_account_user_id: accountId, api_key_id: keyId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceAccounts }),
    onError: handleError,
  });
}
