import type { CreateIdentityProviderRequest, IdentityProviderList } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * POST /v1/workspace/identity-providers: registers an OpenID Connect provider for an e-mail
 * domain; it answers unverified, with the TXT record to publish. The form shows a refusal (400,
 * 422) itself, so failures are not toasted here.
 */
export function useCreateIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateIdentityProviderRequest) =>
      data(api.POST("/v1/workspace/identity-providers", { body: request })),
    onSuccess: (created) => {
      queryClient.setQueryData<IdentityProviderList>(queryKeys.workspaceIdentityProviders, (list) =>
        list ? { ...list, identity_providers: [...list.identity_providers.filter((p) => p.provider_id !== created.provider_id), created] } : list,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.workspaceIdentityProviders });
      toast.success(`Identity provider added. Publish the TXT record for ${created.domain}, then verify the domain.`);
    },
  });
}
