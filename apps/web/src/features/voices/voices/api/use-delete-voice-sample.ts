import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/voices/{id}/samples/{sample_id}, then reads the voice (and the lists) again. */
export function useDeleteVoiceSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, sampleId }: { voiceId: string; sampleId: string }) =>
      data(api.DELETE("/v1/voices/{voice_id}/samples/{sample_id}", { params: { path: { voice_id: voiceId, sample_id: sampleId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
    onError: handleError,
  });
}
