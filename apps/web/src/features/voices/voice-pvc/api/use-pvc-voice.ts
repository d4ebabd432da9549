import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import { isTraining, trainingOf } from "../pvc-steps";

/** How often a training voice is read again. */
export const TRAINING_POLL_MS = 2_000;

/** GET /v1/voices/{id}: the professional voice with its samples, verification and training; read every 2 s while it trains. */
export function usePvcVoice(voiceId: string) {
  return useQuery({
    queryKey: queryKeys.voice(voiceId),
    queryFn: ({ signal }) => data(api.GET("/v1/voices/{voice_id}", { params: { path: { voice_id: voiceId } }, signal })),
    refetchInterval: (query) => (query.state.data && isTraining(trainingOf(query.state.data).state) ? TRAINING_POLL_MS : false),
  });
}
