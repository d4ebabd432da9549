import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** What the procedural engine knows, by category, with example prompts (GET /v1/sound-effects/vocabulary, no account needed). */
export function useSoundVocabulary() {
  return useQuery({
    queryKey: queryKeys.soundEffectVocabulary,
    queryFn: ({ signal }) => data(api.GET("/v1/sound-effects/vocabulary", { signal })),
    staleTime: 60 * 60_000,
  });
}
