import type { EditApiKeyRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** POST /v1/user/edit-api-key: rename, re-scope, limit, disable or enable. */
export function useEditApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditApiKeyRequest) => apiJson<unknown>("/v1/user/edit-api-key", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
    onError: handleError,
  });
}
