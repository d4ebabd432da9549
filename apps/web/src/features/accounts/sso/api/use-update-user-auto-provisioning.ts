import type { IdentityProviderList, UpdateUserAutoProvisioningRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** PUT /v1/workspace/user-auto-provisioning (admins): whether new people from verified domains join as members automatically. */
export function useUpdateUserAutoProvisioning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateUserAutoProvisioningRequest) =>
      data(api.PUT("/v1/workspace/user-auto-provisioning", { body: request })),
    onSuccess: (setting) => {
      queryClient.setQueryData<IdentityProviderList>(queryKeys.workspaceIdentityProviders, (list) => (list ? { ...list, user_auto_provisioning: setting } : list));
      // GET /v1/workspace carries the same setting.
      void queryClient.invalidateQueries({ queryKey: queryKeys.workspace, exact: true });
      toast.success(setting.enabled ? "Automatic membership turned on." : "Automatic membership turned off.");
    },
    onError: handleError,
  });
}
