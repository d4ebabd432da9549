import type { User } from "@vocable/contract";
import { BIPA_ACCEPT_ERROR } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/user/accept-bipa-terms; a failure shows the spec's "Error accepting bipa terms". */
export function useAcceptBipaTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.POST("/v1/user/accept-bipa-terms")),
    onSuccess: () => {
      queryClient.setQueryData<User>(queryKeys.user, (user) => (user ? { ...user, accepted_bipa_terms: true } : user));
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
    onError: (error) => {
      console.error(error);
      toast.error(BIPA_ACCEPT_ERROR);
    },
  });
}
