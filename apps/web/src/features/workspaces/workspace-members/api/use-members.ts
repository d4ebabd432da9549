import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/workspace/members. */
export function useMembers() {
  return useQuery({ queryKey: queryKeys.workspaceMembers, queryFn: ({ signal }) => data(api.GET("/v1/workspace/members", { signal })) });
}
