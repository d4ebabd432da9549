import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api, data, formBody } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import type { CaptchaScope } from "./use-pvc-captcha";

/**
 * POST …/captcha (multipart `recording`): the recording of the sentence, heard by the server's
 * recogniser and compared with the samples' speaker. The caller shows a refusal with the server's
 * reason; either way the voice and the voice lists are read again (attempts count, a pass verifies).
 * The pass's toast is said here, so it shows even when the form is gone once the voice reads verified.
 */
export function useVerifyCaptcha(scope: CaptchaScope = "professional") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ voiceId, recording }: { voiceId: string; recording: File }) => {
      const form = new FormData();
      form.append("recording", recording, recording.name);
      const request = { params: { path: { voice_id: voiceId } }, ...formBody(form) };
      return scope === "professional" ? data(api.POST("/v1/voices/pvc/{voice_id}/captcha", request)) : data(api.POST("/v1/voices/{voice_id}/captcha", request));
    },
    onSuccess: () => void toast.success("The voice is verified."),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
  });
}
