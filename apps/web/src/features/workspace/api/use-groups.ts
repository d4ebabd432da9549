import type { WorkspaceGroupMap } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/workspace/groups (keyed by id, in the order they were made). */
export function useGroups() {
  return useQuery({ queryKey: queryKeys.workspaceGroups, queryFn: ({ signal }) => apiJson<WorkspaceGroupMap>("/v1/workspace/groups", { signal }) });
}
