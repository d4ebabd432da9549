import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/speech-to-text/transcripts/{id}, then refreshes the lists. */
export function useDeleteTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(api.DELETE("/v1/speech-to-text/transcripts/{transcription_id}", { params: { path: { transcription_id: id } } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.transcript(id) });
      // Not awaited: the page that showed the transcript moves on at once, the list follows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.transcriptList });
    },
    onError: handleError,
  });
}
