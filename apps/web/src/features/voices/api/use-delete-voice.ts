import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** DELETE /v1/voices/{id}, then refreshes every voice list. */
export function useDeleteVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voiceId: string) => apiJson<{ status: "ok" }>(`/v1/voices/${encodeURIComponent(voiceId)}`, { method: "DELETE" }),
    onSuccess: async (_data, voiceId) => {
      queryClient.removeQueries({ queryKey: queryKeys.voice(voiceId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll });
    },
    onError: handleError,
  });
}
