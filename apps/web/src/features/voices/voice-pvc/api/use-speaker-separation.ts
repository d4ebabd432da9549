import type { SpeakerSeparationResponse } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

export type SpeakerSeparation = ReturnType<(typeof SpeakerSeparationResponse)["parse"]>;

/** How often a running separation is read again. */
export const SEPARATION_POLL_MS = 2_000;

/** GET …/samples/{sample_id}/speakers: the separation's status and speakers, read every 2 s while pending. */
export function useSpeakerSeparation(voiceId: string, sampleId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.pvcSampleSpeakers(voiceId, sampleId),
    queryFn: ({ signal }) =>
      data(api.GET("/v1/voices/pvc/{voice_id}/samples/{sample_id}/speakers", { params: { path: { voice_id: voiceId, sample_id: sampleId } }, signal })),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === "pending" ? SEPARATION_POLL_MS : false),
  });
}
