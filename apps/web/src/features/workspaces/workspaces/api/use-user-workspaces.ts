import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/user/workspaces: the workspaces the person belongs to, the current one marked. */
export function useUserWorkspaces() {
  return useQuery({ queryKey: queryKeys.userWorkspaces, queryFn: ({ signal }) => data(api.GET("/v1/user/workspaces", { signal })) });
}
