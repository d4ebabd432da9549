import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { ApiError } from "#lib/api-client";
import { queryKeys } from "#lib/query-keys";

/** One published sound effect (GET /v1/sound-effects/library/{slug}, no account needed). */
export function useSoundEffect(slug: string) {
  return useQuery({
    queryKey: queryKeys.soundEffect(slug),
    queryFn: ({ signal }) => data(api.GET("/v1/sound-effects/library/{slug}", { params: { path: { slug } }, signal })),
    // A slug that names nothing stays not found; anything else is tried again.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}
