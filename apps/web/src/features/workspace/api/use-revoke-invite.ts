import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** DELETE /v1/workspace/invites: the link stops working and the seat is free. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiJson<unknown>("/v1/workspace/invites", { method: "DELETE", json: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspace }),
    onError: handleError,
  });
}
