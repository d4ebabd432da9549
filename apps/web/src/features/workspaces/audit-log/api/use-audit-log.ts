import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

const PAGE_SIZE = 50;

/** GET /v1/workspace/audit-logs, newest first, page after page ("Load more" with next_cursor); admins only. */
export function useAuditLog(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.workspaceAuditLog,
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => data(api.GET("/v1/workspace/audit-logs", { params: { query: { limit: PAGE_SIZE, cursor: pageParam ?? undefined } }, signal })),
    getNextPageParam: (last) => (last.has_more && last.next_cursor ? last.next_cursor : null),
  });
}
