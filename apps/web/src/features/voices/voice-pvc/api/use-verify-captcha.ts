import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data, formBody } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * POST /v1/voices/pvc/{id}/captcha (multipart `recording`): the recording of the sentence, heard
 * by the server's recogniser and compared with the samples' speaker. The verify step shows a
 * refusal with the server's reason; either way the voice is read again (attempts count).
 */
export function useVerifyCaptcha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, recording }: { voiceId: string; recording: File }) => {
      const form = new FormData();
      form.append("recording", recording, recording.name);
      return data(api.POST("/v1/voices/pvc/{voice_id}/captcha", { params: { path: { voice_id: voiceId } }, ...formBody(form) }));
    },
    onSettled: (_data, _error, { voiceId }) => queryClient.invalidateQueries({ queryKey: queryKeys.voice(voiceId) }),
  });
}
