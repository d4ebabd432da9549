import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/**
 * POST /v1/user/change-password. The server ends every other session and replaces this one (its
 * cookie comes with the answer), so the session and the sessions list are read again.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => data(api.POST("/v1/user/change-password", { body: input })),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
      ]);
    },
  });
}
