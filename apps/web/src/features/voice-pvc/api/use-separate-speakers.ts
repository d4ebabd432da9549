import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** POST …/samples/{sample_id}/separate-speakers: starts the separation (a job); its status is then polled. */
export function useSeparateSpeakers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, sampleId }: { voiceId: string; sampleId: string }) =>
      apiJson<{ status: string }>(`/v1/voices/pvc/${encodeURIComponent(voiceId)}/samples/${encodeURIComponent(sampleId)}/separate-speakers`, { method: "POST" }),
    onSuccess: (_data, { voiceId, sampleId }) => queryClient.invalidateQueries({ queryKey: queryKeys.pvcSampleSpeakers(voiceId, sampleId) }),
    onError: handleError,
  });
}
