import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/voices/{id}, then refreshes every voice list. */
export function useDeleteVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voiceId: string) => data(api.DELETE("/v1/voices/{voice_id}", { params: { path: { voice_id: voiceId } } })),
    onSuccess: async (_data, voiceId) => {
      queryClient.removeQueries({ queryKey: queryKeys.voice(voiceId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll });
    },
    onError: handleError,
  });
}
