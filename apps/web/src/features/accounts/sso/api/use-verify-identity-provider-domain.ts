import type { IdentityProviderList } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * POST /v1/workspace/identity-providers/{provider_id}/verify-domain: the server looks up the TXT
 * record. A refusal (400 domain_not_verified: the record is not there yet) is shown beside the
 * provider by the caller, so failures are not toasted here.
 */
export function useVerifyIdentityProviderDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) =>
      data(api.POST("/v1/workspace/identity-providers/{provider_id}/verify-domain", { params: { path: { provider_id: providerId } } })),
    onSuccess: (verified) => {
      queryClient.setQueryData<IdentityProviderList>(queryKeys.workspaceIdentityProviders, (list) =>
        list ? { ...list, identity_providers: list.identity_providers.map((p) => (p.provider_id === verified.provider_id ? verified : p)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.workspaceIdentityProviders });
      toast.success(`Domain ${verified.domain} verified. People from it can now sign in with SSO.`);
    },
  });
}
