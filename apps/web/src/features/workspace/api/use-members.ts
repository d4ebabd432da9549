import type { WorkspaceMember } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/workspace/members. */
export function useMembers() {
  return useQuery({ queryKey: queryKeys.workspaceMembers, queryFn: ({ signal }) => apiJson<WorkspaceMember[]>("/v1/workspace/members", { signal }) });
}
