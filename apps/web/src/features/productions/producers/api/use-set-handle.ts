import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import { producerKeys } from "./producer-keys";

/**
 * PUT /v1/productions/producers/{user_id}/profile: the producer's public handle. The answer is the
 * profile at the new handle; the user (whose profile_page_handle changed) is read again. A refusal
 * (the handle's rules, taken) shows under the field.
 */
export function useSetHandle(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handle: string) => data(api.PUT("/v1/productions/producers/{user_id}/profile", { params: { path: { user_id: userId } }, body: { handle } })),
    onSuccess: (profile) => {
      queryClient.setQueryData(producerKeys.profile(profile.handle), profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user, exact: true });
    },
  });
}
