import type { EditUserRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** POST /v1/user/edit: first name, privacy (CCPA) opt-out, and the admin's character limit extension. */
export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EditUserRequest) => apiJson("/v1/user/edit", { method: "POST", json: changes }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    onError: handleError,
  });
}
