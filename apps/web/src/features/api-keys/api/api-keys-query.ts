import type { ApiKeyList } from "@vocable/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/user/api-keys. */
export const apiKeysQueryOptions = queryOptions({
  queryKey: queryKeys.apiKeys,
  queryFn: ({ signal }) => apiJson<ApiKeyList>("/v1/user/api-keys", { signal }),
});
