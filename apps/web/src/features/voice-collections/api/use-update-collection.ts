import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import type { VoiceCollection } from "../collections";

export interface UpdateCollectionInput {
  collectionId: string;
  body: { title?: string; icon?: string };
}

/** PATCH /v1/voices/collections/{id} {title?, icon?}. Failures are shown by the form that sent it. */
export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ collectionId, body }: UpdateCollectionInput) =>
      apiJson<VoiceCollection>(`/v1/voices/collections/${encodeURIComponent(collectionId)}`, { method: "PATCH", json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voiceCollections }),
  });
}
