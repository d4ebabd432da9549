import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";
import { withVoiceToggled, type VoiceCollection } from "../collections";

export interface CollectionVoiceInput {
  collectionId: string;
  voiceId: string;
  /** True: POST (add); false: DELETE (take out). */
  add: boolean;
}

/**
 * POST or DELETE /v1/voices/collections/{id}/voice/{voice_id}: a voice into a collection or out
 * of it. The cached list is updated at once, then read again with the collection's voices.
 */
export function useCollectionVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collectionId, voiceId, add }: CollectionVoiceInput) =>
      apiJson<{ collection_id: string; voice_id: string }>(`/v1/voices/collections/${encodeURIComponent(collectionId)}/voice/${encodeURIComponent(voiceId)}`, {
        method: add ? "POST" : "DELETE",
      }),
    onSuccess: async (_data, { collectionId, voiceId, add }) => {
      queryClient.setQueryData<VoiceCollection[]>(queryKeys.voiceCollections, (list) => (list ? withVoiceToggled(list, collectionId, voiceId, add) : list));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.voiceCollections }),
        queryClient.invalidateQueries({ queryKey: queryKeys.collectionVoices(collectionId) }),
      ]);
    },
    onError: handleError,
  });
}
