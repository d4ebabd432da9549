import { TRAINING_OPT_OUT_UPDATED } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** PUT /v1/workspace/update-workspace?training_opt_out=…: admins only; the spec's toast on success, the server's message on failure. */
export function useUpdateTrainingOptOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optOut: boolean) => data(api.PUT("/v1/workspace/update-workspace", { params: { query: { training_opt_out: optOut ? "true" : "false" } } })),
    onSuccess: (workspace) => {
      queryClient.setQueryData(queryKeys.workspace, workspace);
      toast.success(TRAINING_OPT_OUT_UPDATED);
    },
    onError: handleError,
  });
}
