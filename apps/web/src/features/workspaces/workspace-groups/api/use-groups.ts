import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/workspace/groups (keyed by id, in the order they were made). */
export function useGroups() {
  return useQuery({ queryKey: queryKeys.workspaceGroups, queryFn: ({ signal }) => data(api.GET("/v1/workspace/groups", { signal })) });
}
