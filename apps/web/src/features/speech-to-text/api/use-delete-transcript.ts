import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";
import { transcriptPath } from "./transcript-urls";

/** DELETE /v1/speech-to-text/transcripts/{id}, then refreshes the lists. */
export function useDeleteTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ status: "ok" }>(transcriptPath(id), { method: "DELETE" }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.transcript(id) });
      // Not awaited: the page that showed the transcript moves on at once, the list follows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.transcriptList });
    },
    onError: handleError,
  });
}
