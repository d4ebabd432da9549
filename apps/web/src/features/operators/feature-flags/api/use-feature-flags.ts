import { FEATURE_FLAG_DEFAULTS, type FeatureFlags } from "@vocable/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/feature-flags: the flags in force for the signed-in user's workspace. */
export const featureFlagsQueryOptions = queryOptions({
  queryKey: queryKeys.featureFlags,
  queryFn: async ({ signal }) => (await data(api.GET("/v1/feature-flags", { signal }))).flags as FeatureFlags,
  staleTime: 5 * 60_000,
});

/**
 * The workspace's feature flags; until they are read (or when the read fails), the defaults, so a
 * gated widget neither flickers in nor blocks its page.
 */
export function useFeatureFlags(): FeatureFlags {
  return useQuery(featureFlagsQueryOptions).data ?? FEATURE_FLAG_DEFAULTS;
}
