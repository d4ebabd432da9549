import type { IdentityProviderList } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/workspace/identity-providers/{provider_id}: people of its domain sign in with their passwords again. */
export function useDeleteIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) => data(api.DELETE("/v1/workspace/identity-providers/{provider_id}", { params: { path: { provider_id: providerId } } })),
    onSuccess: (_answer, providerId) => {
      queryClient.setQueryData<IdentityProviderList>(queryKeys.workspaceIdentityProviders, (list) =>
        list ? { ...list, identity_providers: list.identity_providers.filter((p) => p.provider_id !== providerId) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.workspaceIdentityProviders });
      toast.success("Identity provider removed.");
    },
    onError: handleError,
  });
}
