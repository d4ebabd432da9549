import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/workspace/invites/sent: the workspace's pending invites (first 100). */
export function useSentInvites() {
  return useQuery({
    queryKey: queryKeys.workspaceSentInvites,
    queryFn: ({ signal }) => data(api.GET("/v1/workspace/invites/sent", { params: { query: { page_size: 100 } }, signal })),
  });
}
