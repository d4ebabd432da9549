import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { isModelNotInstalled } from "../local-model-labels";
import { invalidateAfterModelChange } from "./invalidate-after-model-change";

/**
 * DELETE /v1/admin/models/{model_id}: the model's files are deleted and its engine and voices go.
 * Failures are toasted; a 404 model_not_installed (removed meanwhile, e.g. with the CLI) also
 * refreshes the lists so the stale row goes.
 */
export function useRemoveLocalModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modelId: string) => data(api.DELETE("/v1/admin/models/{model_id}", { params: { path: { model_id: modelId } } })),
    onSuccess: () => invalidateAfterModelChange(queryClient),
    onError: (error) => {
      handleError(error);
      if (isModelNotInstalled(error)) void invalidateAfterModelChange(queryClient);
    },
  });
}
