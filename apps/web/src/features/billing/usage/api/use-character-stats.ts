import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { usageQuery, usageQueryKey, type UsageParams } from "./usage-query";

/** GET /v1/usage/character-stats: characters per bucket and label (the workspace's for admins). */
export function useCharacterStats(params: UsageParams, enabled = true) {
  return useQuery({
    queryKey: usageQueryKey(params),
    enabled,
    // Changing the breakdown or range keeps the last chart up until the new numbers arrive.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => data(api.GET("/v1/usage/character-stats", { params: { query: usageQuery(params) }, signal })),
  });
}
