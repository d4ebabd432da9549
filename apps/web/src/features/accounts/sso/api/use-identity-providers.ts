import { identityProvidersError } from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "sonner";
import { api, data } from "#lib/api";
import { errorMessage } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/**
 * GET /v1/workspace/identity-providers: the workspace's identity providers, the redirect URI to
 * register at them and user auto-provisioning. Admins only (others get 403), so callers pass
 * `enabled` from the workspace's is_admin. A failure shows the spec's toast (accounts §8), once
 * per failed fetch.
 */
export function useIdentityProviders(enabled: boolean) {
  const query = useQuery({
    queryKey: queryKeys.workspaceIdentityProviders,
    enabled,
    queryFn: ({ signal }) => data(api.GET("/v1/workspace/identity-providers", { signal })),
  });
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) toast.error(identityProvidersError(errorMessage(error)), { id: "identity-providers-error" });
  }, [error, errorUpdatedAt]);
  return query;
}
