import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

export interface UpdateCollectionInput {
  collectionId: string;
  body: { title?: string; icon?: string };
}

/** PATCH /v1/voices/collections/{id} {title?, icon?}. Failures are shown by the form that sent it. */
export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collectionId, body }: UpdateCollectionInput) =>
      data(api.PATCH("/v1/voices/collections/{collection_id}", { params: { path: { collection_id: collectionId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voiceCollections }),
  });
}
