import type { UpdateWorkspaceSecurityRequest } from "@vocable/contract";
import { SECURITY_SETTINGS_UPDATED } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/**
 * PATCH /v1/workspace/security: admins only; a toast on success, the server's message on failure.
 * The user is refreshed too: it carries the inactivity timeout the browser signs out by.
 */
export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateWorkspaceSecurityRequest) => data(api.PATCH("/v1/workspace/security", { body: changes })),
    onSuccess: (workspace) => {
      queryClient.setQueryData(queryKeys.workspace, workspace);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      toast.success(SECURITY_SETTINGS_UPDATED);
    },
    onError: handleError,
  });
}
