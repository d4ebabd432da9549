import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/sound-generation/history/{id}/publish: takes the sound out of the public library. */
export function useUnpublishSound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (historyItemId: string) =>
      data(api.DELETE("/v1/sound-generation/history/{history_item_id}/publish", { params: { path: { history_item_id: historyItemId } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.soundEffectHistory });
      void queryClient.invalidateQueries({ queryKey: queryKeys.soundEffectLibraryAll });
    },
    onError: handleError,
  });
}
