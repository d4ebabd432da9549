import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data, formBody } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

export interface AddPvcSamplesInput {
  voiceId: string;
  files: readonly File[];
  removeBackgroundNoise: boolean;
}

/** POST /v1/voices/pvc/{id}/samples (multipart: `remove_background_noise`, then `files` repeated). Failures are shown beside the uploader. */
export function useAddPvcSamples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, files, removeBackgroundNoise }: AddPvcSamplesInput) => {
      const form = new FormData();
      form.append("remove_background_noise", removeBackgroundNoise ? "true" : "false");
      for (const file of files) form.append("files", file, file.name);
      return data(api.POST("/v1/voices/pvc/{voice_id}/samples", { params: { path: { voice_id: voiceId } }, ...formBody(form) }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
  });
}
