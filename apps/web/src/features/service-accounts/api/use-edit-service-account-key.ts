import type { EditServiceAccountApiKeyRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** PATCH /v1/service-accounts/{id}/api-keys/{key_id}: rename, re-scope, limit, disable or enable. */
export function useEditServiceAccountKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, keyId, ...input }: EditServiceAccountApiKeyRequest & { accountId: string; keyId: string }) =>
      apiJson<unknown>(`/v1/service-accounts/${encodeURIComponent(accountId)}/api-keys/${encodeURIComponent(keyId)}`, { method: "PATCH", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceAccounts }),
    onError: handleError,
  });
}
