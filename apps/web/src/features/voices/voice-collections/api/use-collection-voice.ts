import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";
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
    mutationFn: ({ collectionId, voiceId, add }: CollectionVoiceInput) => {
      const params = { path: { collection_id: collectionId, voice_id: voiceId } };
      return data(add ? api.POST("/v1/voices/collections/{collection_id}/voice/{voice_id}", { params }) : api.DELETE("/v1/voices/collections/{collection_id}/voice/{voice_id}", { params }));
    },
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
