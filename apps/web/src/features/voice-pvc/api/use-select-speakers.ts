import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

export interface SelectSpeakersInput {
  voiceId: string;
  sampleId: string;
  speakerIds: string[];
}

/** POST /v1/voices/pvc/{id}/samples/{sample_id} {selected_speaker_ids}: the speakers of the sample the voice trains on. */
export function useSelectSpeakers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, sampleId, speakerIds }: SelectSpeakersInput) =>
      apiJson<{ voice_id: string }>(`/v1/voices/pvc/${encodeURIComponent(voiceId)}/samples/${encodeURIComponent(sampleId)}`, {
        method: "POST",
        json: { selected_speaker_ids: speakerIds },
      }),
    onSuccess: (_data, { voiceId, sampleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pvcSampleSpeakers(voiceId, sampleId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.voice(voiceId) }),
      ]),
    onError: handleError,
  });
}
