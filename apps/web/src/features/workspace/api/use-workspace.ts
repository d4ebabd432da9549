import type { WorkspaceInfo } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/workspace: the workspace the user acts in (seats, training opt-out, whether they administer it). */
export function useWorkspace() {
  return useQuery({ queryKey: queryKeys.workspace, queryFn: ({ signal }) => apiJson<WorkspaceInfo>("/v1/workspace", { signal }) });
}
