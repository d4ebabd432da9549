import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/workspace/invites: the signed-in person's pending invites to workspaces. */
export function useReceivedInvites() {
  return useQuery({
    queryKey: queryKeys.receivedInvites,
    queryFn: ({ signal }) => data(api.GET("/v1/workspace/invites", { params: { query: { page_size: 100 } }, signal })),
  });
}
