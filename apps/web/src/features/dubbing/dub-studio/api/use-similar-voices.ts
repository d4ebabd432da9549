import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { similarVoicesKey } from "./dub-resource-key";

/**
 * GET …/speaker/{speaker_id}/similar-voices: library voices nearest the speaker's pitch, asked for
 * only once the picker is opened (the server measures the speaker's track for it); they do not change.
 */
export function useSimilarVoices(dubbingId: string, speakerId: string, enabled: boolean) {
  return useQuery({
    queryKey: similarVoicesKey(dubbingId, speakerId),
    queryFn: ({ signal }) =>
      data(api.GET("/v1/dubbing/resource/{dubbing_id}/speaker/{speaker_id}/similar-voices", { params: { path: { dubbing_id: dubbingId, speaker_id: speakerId } }, signal })),
    enabled,
    staleTime: Infinity,
  });
}
