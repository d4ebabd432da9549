import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * Which captcha a voice is verified with: a professional voice's in the wizard
 * (`/v1/voices/pvc/{id}/captcha`), or any voice made from a speaker's recordings, such as an
 * instant clone of a user in probation (`/v1/voices/{id}/captcha`). Both check the recording alike.
 */
export type CaptchaScope = "professional" | "sampled";

/**
 * GET …/captcha: the sentence to record. Each call hands out a new one (and the server checks the
 * recording against the last), so it is read once per visit and again only on "Another sentence".
 */
export function usePvcCaptcha(voiceId: string, enabled = true, scope: CaptchaScope = "professional") {
  return useQuery({
    queryKey: [...queryKeys.pvcCaptcha(voiceId), scope],
    queryFn: ({ signal }) => {
      const request = { params: { path: { voice_id: voiceId } }, signal };
      return scope === "professional" ? data(api.GET("/v1/voices/pvc/{voice_id}/captcha", request)) : data(api.GET("/v1/voices/{voice_id}/captcha", request));
    },
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: "always",
    refetchOnReconnect: false,
  });
}
