import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { producerKeys } from "./producer-keys";

/** GET /v1/productions/profiles/{handle}: a producer's public profile (404 when no producer has the handle). */
export function usePublicProfile(handle: string | null | undefined) {
  return useQuery({
    queryKey: producerKeys.profile(handle ?? ""),
    queryFn: ({ signal }) => data(api.GET("/v1/productions/profiles/{handle}", { params: { path: { handle: handle! } }, signal })),
    enabled: !!handle,
  });
}
