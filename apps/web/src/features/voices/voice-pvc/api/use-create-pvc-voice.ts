import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

export interface CreatePvcInput {
  name: string;
  language: string;
  description?: string;
  labels?: Record<string, string>;
}

/** POST /v1/voices/pvc (JSON): an empty professional voice. Failures (a plan's limit) are shown by the form. */
export function useCreatePvcVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePvcInput) => data(api.POST("/v1/voices/pvc", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
  });
}
