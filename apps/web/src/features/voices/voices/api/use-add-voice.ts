import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data, formBody } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import { voiceFormData, type VoiceFormValues } from "../voice-form";

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
      data(api.POST("/v1/voices/add", formBody(voiceFormData(values, files)))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
  });
}
