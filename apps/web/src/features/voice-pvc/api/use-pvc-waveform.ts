import type { SampleWaveformResponse } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/voices/pvc/{id}/samples/{sample_id}/waveform: up to 1000 peaks, 0..1. A sample's audio does not change: read once. */
export function usePvcWaveform(voiceId: string, sampleId: string) {
  return useQuery({
    queryKey: queryKeys.pvcSampleWaveform(voiceId, sampleId),
    queryFn: ({ signal }) =>
      apiJson<ReturnType<(typeof SampleWaveformResponse)["parse"]>>(
        `/v1/voices/pvc/${encodeURIComponent(voiceId)}/samples/${encodeURIComponent(sampleId)}/waveform`,
        { signal },
      ),
    staleTime: Infinity,
  });
}
