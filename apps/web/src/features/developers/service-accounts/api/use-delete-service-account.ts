import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/service-accounts/{id}: the account and all its keys. */
export function useDeleteServiceAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(api.DELETE("/v1/service-accounts/{service_account_user_id}", { params: { path: { service_account_user_id: id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceAccounts }),
    onError: handleError,
  });
}
