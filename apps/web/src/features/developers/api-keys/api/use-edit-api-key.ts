import type { EditApiKeyRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/user/edit-api-key: rename, re-scope, limit, disable or enable. */
export function useEditApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditApiKeyRequest) => data(api.POST("/v1/user/edit-api-key", { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
    onError: handleError,
  });
}
