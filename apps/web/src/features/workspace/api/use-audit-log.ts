import type { WorkspaceAuditLogsPage } from "@vocable/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const PAGE_SIZE = 50;

/** GET /v1/workspace/audit-logs, newest first, page after page ("Load more" with next_cursor); admins only. */
export function useAuditLog(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.workspaceAuditLog,
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => apiJson<WorkspaceAuditLogsPage>("/v1/workspace/audit-logs", { signal, query: { limit: PAGE_SIZE, cursor: pageParam } }),
    getNextPageParam: (last) => (last.has_more && last.next_cursor ? last.next_cursor : null),
  });
}
