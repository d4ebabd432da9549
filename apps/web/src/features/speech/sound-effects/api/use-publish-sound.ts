import type { PublishSoundEffectRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * POST /v1/sound-generation/history/{id}/publish: lists the sound in the public library under a
 * title and a category; the history and the library are read again. Failures are shown in the
 * dialog, not toasted.
 */
export function usePublishSound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ historyItemId, body }: { historyItemId: string; body: PublishSoundEffectRequest }) =>
      data(api.POST("/v1/sound-generation/history/{history_item_id}/publish", { params: { path: { history_item_id: historyItemId } }, body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.soundEffectHistory });
      void queryClient.invalidateQueries({ queryKey: queryKeys.soundEffectLibraryAll });
    },
  });
}
