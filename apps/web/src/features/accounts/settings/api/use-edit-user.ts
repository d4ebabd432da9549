import type { EditUserRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/user/edit: first name, privacy (CCPA) opt-out, and the admin's character limit extension. */
export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EditUserRequest) => data(api.POST("/v1/user/edit", { body: changes })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    onError: handleError,
  });
}
