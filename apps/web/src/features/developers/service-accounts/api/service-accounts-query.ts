import { queryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/service-accounts: the workspace's service accounts with their keys. */
export const serviceAccountsQueryOptions = queryOptions({
  queryKey: queryKeys.serviceAccounts,
  queryFn: ({ signal }) => data(api.GET("/v1/service-accounts", { signal })),
});
