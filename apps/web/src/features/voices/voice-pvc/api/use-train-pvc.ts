import type { Voice } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** The voice as the server has it once training started: its model is fine_tuning at 0 (until it is read again). */
function trainingStarted(voice: Voice): Voice {
  const ft = voice.fine_tuning;
  if (!ft) return voice;
  const models = Object.keys(ft.state);
  return {
    ...voice,
    fine_tuning: {
      ...ft,
      state: Object.fromEntries(models.map((m) => [m, "fine_tuning" as const])),
      progress: Object.fromEntries(models.map((m) => [m, 0])),
    },
  };
}

/**
 * POST /v1/voices/pvc/{id}/train {}: starts the training job. The cached voice turns to training
 * at once (so the step shows the progress bar, which starts the 2 s polling), then is read again.
 * Failures are shown by the step.
 */
export function useTrainPvc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voiceId: string) => data(api.POST("/v1/voices/pvc/{voice_id}/train", { params: { path: { voice_id: voiceId } }, body: {} })),
    onSuccess: (_data, voiceId) => {
      queryClient.setQueryData<Voice>(queryKeys.voice(voiceId), (voice) => (voice ? trainingStarted(voice) : voice));
      return queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll });
    },
  });
}
