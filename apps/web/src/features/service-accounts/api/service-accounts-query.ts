import type { ServiceAccountList } from "@vocable/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/service-accounts: the workspace's service accounts with their keys. */
export const serviceAccountsQueryOptions = queryOptions({
  queryKey: queryKeys.serviceAccounts,
  queryFn: ({ signal }) => apiJson<ServiceAccountList>("/v1/service-accounts", { signal }),
});
