import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/voices/collections {title, icon}. Failures are shown by the form that sent it. */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; icon: string }) => data(api.POST("/v1/voices/collections", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voiceCollections }),
  });
}
