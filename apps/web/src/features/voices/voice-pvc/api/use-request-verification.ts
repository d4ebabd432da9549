import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data, formBody } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

export interface RequestVerificationInput {
  voiceId: string;
  files: readonly File[];
  extraText: string;
}

/** POST /v1/voices/pvc/{id}/verification (multipart `files` + `extra_text`): asks the server's operators to verify the voice by hand. */
export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, files, extraText }: RequestVerificationInput) => {
      const form = new FormData();
      if (extraText.trim()) form.append("extra_text", extraText.trim());
      for (const file of files) form.append("files", file, file.name);
      return data(api.POST("/v1/voices/pvc/{voice_id}/verification", { params: { path: { voice_id: voiceId } }, ...formBody(form) }));
    },
    onSuccess: (_data, { voiceId }) => queryClient.invalidateQueries({ queryKey: queryKeys.voice(voiceId) }),
  });
}
