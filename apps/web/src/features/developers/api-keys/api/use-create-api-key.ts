import type { CreateApiKeyRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";
import { sensitiveActionMessage } from "#features/accounts/account-security/api/error-type";

/**
 * POST /v1/user/create-api-key: answers the full key, once. A sensitive action: without a fresh
 * proof of the mailbox it answers 403 and mails a link; the create dialog shows that message
 * itself (see `sensitiveActionMessage`), so only other failures are toasted here.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyRequest) => data(api.POST("/v1/user/create-api-key", { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
    onError: (error) => {
      if (!sensitiveActionMessage(error)) handleError(error);
    },
  });
}
