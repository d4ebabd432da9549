import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** DELETE /v1/service-accounts/{id}: the account and all its keys. */
export function useDeleteServiceAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<unknown>(`/v1/service-accounts/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceAccounts }),
    onError: handleError,
  });
}
