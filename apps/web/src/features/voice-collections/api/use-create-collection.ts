import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import type { VoiceCollection } from "../collections";

/** POST /v1/voices/collections {title, icon}. Failures are shown by the form that sent it. */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; icon: string }) => apiJson<VoiceCollection>("/v1/voices/collections", { method: "POST", json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voiceCollections }),
  });
}
