import { queryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/models. */
export const modelsQueryOptions = queryOptions({
  queryKey: queryKeys.models,
  queryFn: ({ signal }) => data(api.GET("/v1/models", { signal })),
  staleTime: 10 * 60_000,
});
