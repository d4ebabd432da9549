import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** POST …/samples/{sample_id}/separate-speakers: starts the separation (a job); its status is then polled. */
export function useSeparateSpeakers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, sampleId }: { voiceId: string; sampleId: string }) =>
      data(api.POST("/v1/voices/pvc/{voice_id}/samples/{sample_id}/separate-speakers", { params: { path: { voice_id: voiceId, sample_id: sampleId } } })),
    onSuccess: (_data, { voiceId, sampleId }) => queryClient.invalidateQueries({ queryKey: queryKeys.pvcSampleSpeakers(voiceId, sampleId) }),
    onError: handleError,
  });
}
