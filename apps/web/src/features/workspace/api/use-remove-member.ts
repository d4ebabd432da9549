import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** POST /v1/workspace/members/remove: the member's access ends at once. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiJson<unknown>("/v1/workspace/members/remove", { method: "POST", json: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspace }),
    onError: handleError,
  });
}
