import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/voices/pvc/{id}/samples/{sample_id}, then reads the voice again. */
export function useDeletePvcSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, sampleId }: { voiceId: string; sampleId: string }) =>
      data(api.DELETE("/v1/voices/pvc/{voice_id}/samples/{sample_id}", { params: { path: { voice_id: voiceId, sample_id: sampleId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
    onError: handleError,
  });
}
