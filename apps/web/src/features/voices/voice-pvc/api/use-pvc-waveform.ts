import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/voices/pvc/{id}/samples/{sample_id}/waveform: up to 1000 peaks, 0..1. A sample's audio does not change: read once. */
export function usePvcWaveform(voiceId: string, sampleId: string) {
  return useQuery({
    queryKey: queryKeys.pvcSampleWaveform(voiceId, sampleId),
    queryFn: ({ signal }) =>
      data(api.GET("/v1/voices/pvc/{voice_id}/samples/{sample_id}/waveform", { params: { path: { voice_id: voiceId, sample_id: sampleId } }, signal })),
    staleTime: Infinity,
  });
}
