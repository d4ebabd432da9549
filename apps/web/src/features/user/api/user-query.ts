import type { User } from "@vocable/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/user: the account with its subscription (character count and limit). */
export const userQueryOptions = queryOptions({
  queryKey: queryKeys.user,
  queryFn: () => apiJson<User>("/v1/user"),
});
