import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** POST /v1/user/edit-api-key. */
export function useRenameApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key_id: string; name: string }) =>
      apiJson<unknown>("/v1/user/edit-api-key", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
    onError: handleError,
  });
}
