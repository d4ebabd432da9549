import type { AddVoiceResponse } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { voiceFormData, type VoiceFormValues } from "../voice-form";

/** The answer: the new voice's id (the contract exports only the schema). */
export type AddedVoice = ReturnType<(typeof AddVoiceResponse)["parse"]>;

export interface AddVoiceInput {
  values: VoiceFormValues;
  files: File[];
}

/**
 * POST /v1/voices/add (instant voice cloning; takes 5–15 s while the samples are checked and the
 * voice is built). Failures are not toasted: the dialog shows them beside the form.
 */
export function useAddVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, files }: AddVoiceInput) =>
      apiJson<AddedVoice>("/v1/voices/add", { method: "POST", body: voiceFormData(values, files) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
  });
}
