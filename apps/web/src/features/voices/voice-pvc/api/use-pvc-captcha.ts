import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * GET /v1/voices/pvc/{id}/captcha: the sentence to record. Each call hands out a new one (and
 * the server checks the recording against the last), so it is read once per visit and again only
 * on "Another sentence".
 */
export function usePvcCaptcha(voiceId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.pvcCaptcha(voiceId),
    queryFn: ({ signal }) => data(api.GET("/v1/voices/pvc/{voice_id}/captcha", { params: { path: { voice_id: voiceId } }, signal })),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: "always",
    refetchOnReconnect: false,
  });
}
