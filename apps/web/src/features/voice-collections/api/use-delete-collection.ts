import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** DELETE /v1/voices/collections/{id}: the collection goes, its voices stay. */
export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collectionId: string) => apiJson<{ collection_id: string }>(`/v1/voices/collections/${encodeURIComponent(collectionId)}`, { method: "DELETE" }),
    onSuccess: async (_data, collectionId) => {
      queryClient.removeQueries({ queryKey: queryKeys.collectionVoices(collectionId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.voiceCollections });
    },
    onError: handleError,
  });
}
