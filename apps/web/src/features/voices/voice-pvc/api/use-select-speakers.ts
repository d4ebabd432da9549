import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

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
      data(
        api.POST("/v1/voices/pvc/{voice_id}/samples/{sample_id}", {
          params: { path: { voice_id: voiceId, sample_id: sampleId } },
          body: { selected_speaker_ids: speakerIds },
        }),
      ),
    onSuccess: (_data, { voiceId, sampleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pvcSampleSpeakers(voiceId, sampleId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.voice(voiceId) }),
      ]),
    onError: handleError,
  });
}
