import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** DELETE /v1/service-accounts/{id}/api-keys/{key_id}. */
export function useDeleteServiceAccountKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, keyId }: { accountId: string; keyId: string }) =>
      apiJson<unknown>(`/v1/service-accounts/${encodeURIComponent(accountId)}/api-keys/${encodeURIComponent(keyId)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceAccounts }),
    onError: handleError,
  });
}
