import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import { producerKeys } from "./producer-keys";

/**
 * POST /v1/productions/qualifications/{qualification}/attempts: a transcription of the test's
 * audio, scored by word error rate. A pass grants the qualification (and makes the user a
 * producer), so every productions page and the user are read again. Failures show in the form.
 */
export function useAttemptQualification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ qualification, text }: { qualification: string; text: string }) =>
      data(api.POST("/v1/productions/qualifications/{qualification}/attempts", { params: { path: { qualification } }, body: { text } })),
    onSuccess: (attempt) => {
      if (!attempt.passed) return;
      void queryClient.invalidateQueries({ queryKey: producerKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user, exact: true });
    },
  });
}
