import type { ReceivedInviteList } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/workspace/invites: the signed-in person's pending invites to workspaces. */
export function useReceivedInvites() {
  return useQuery({
    queryKey: queryKeys.receivedInvites,
    queryFn: ({ signal }) => apiJson<ReceivedInviteList>("/v1/workspace/invites", { signal, query: { page_size: "100" } }),
  });
}
