import type { CreatedServiceAccountApiKey, CreateServiceAccountApiKeyRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";
import { sensitiveActionMessage } from "../../account-security/api/error-type";

/**
 * POST /v1/service-accounts/{id}/api-keys: answers the key, once. Like the user's own keys it
 * needs a fresh proof of the mailbox; the dialog shows that answer itself, so only other failures
 * are toasted.
 */
export function useCreateServiceAccountKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, ...input }: CreateServiceAccountApiKeyRequest & { accountId: string }) =>
      apiJson<CreatedServiceAccountApiKey>(`/v1/service-accounts/${encodeURIComponent(accountId)}/api-keys`, { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.serviceAccounts }),
    onError: (error) => {
      if (!sensitiveActionMessage(error)) handleError(error);
    },
  });
}
