import type { CreateServiceAccountApiKeyRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";
import { sensitiveActionMessage } from "#features/accounts/account-security/api/error-type";

/**
 * POST /v1/service-accounts/{id}/api-keys: answers the key, once. Like the user's own keys it
 * needs a fresh proof of the mailbox; the dialog shows that answer itself, so only other failures
 * are toasted.
 */
export function useCreateServiceAccountKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, ...input }: CreateServiceAccountApiKeyRequest & { accountId: string }) =>
      data(api.POST("/v1/service-accounts/{service_account_user_id}/api-keys", { params: { path: { service_account_user_id: accountId } }, body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceAccounts }),
    onError: (error) => {
      if (!sensitiveActionMessage(error)) handleError(error);
    },
  });
}
