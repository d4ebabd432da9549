import type { PvcVoiceResponse } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

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
    mutationFn: (body: CreatePvcInput) => apiJson<ReturnType<(typeof PvcVoiceResponse)["parse"]>>("/v1/voices/pvc", { method: "POST", json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
  });
}
