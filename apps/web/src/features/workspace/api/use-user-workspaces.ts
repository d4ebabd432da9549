import type { UserWorkspaceList } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/user/workspaces: the workspaces the person belongs to, the current one marked. */
export function useUserWorkspaces() {
  return useQuery({ queryKey: queryKeys.userWorkspaces, queryFn: ({ signal }) => apiJson<UserWorkspaceList>("/v1/user/workspaces", { signal }) });
}
