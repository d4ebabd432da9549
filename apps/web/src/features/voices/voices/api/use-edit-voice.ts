import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data, formBody } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import { voiceFormData, type VoiceFormValues } from "../voice-form";

export interface EditVoiceInput {
  voiceId: string;
  values: VoiceFormValues;
  /** More samples to add (none: only the text fields change). */
  files: File[];
  /** The voice's labels as they are: the ones the form does not edit are kept. */
  currentLabels: Record<string, string>;
}

/** POST /v1/voices/{id}/edit (multipart). Failures are shown by the dialog, beside the form. */
export function useEditVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, values, files, currentLabels }: EditVoiceInput) =>
      data(api.POST("/v1/voices/{voice_id}/edit", { params: { path: { voice_id: voiceId } }, ...formBody(voiceFormData(values, files, currentLabels)) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
  });
}
