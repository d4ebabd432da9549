import type { Model } from "@vocable/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/models. */
export const modelsQueryOptions = queryOptions({
  queryKey: queryKeys.models,
  queryFn: ({ signal }) => apiJson<Model[]>("/v1/models", { signal }),
  staleTime: 10 * 60_000,
});
