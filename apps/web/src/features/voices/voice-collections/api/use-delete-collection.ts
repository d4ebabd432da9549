import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/voices/collections/{id}: the collection goes, its voices stay. */
export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collectionId: string) => data(api.DELETE("/v1/voices/collections/{collection_id}", { params: { path: { collection_id: collectionId } } })),
    onSuccess: async (_data, collectionId) => {
      queryClient.removeQueries({ queryKey: queryKeys.collectionVoices(collectionId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.voiceCollections });
    },
    onError: handleError,
  });
}
