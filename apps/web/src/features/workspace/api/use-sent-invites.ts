import type { SentInviteList } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/workspace/invites/sent: the workspace's pending invites (first 100). */
export function useSentInvites() {
  return useQuery({
    queryKey: queryKeys.workspaceSentInvites,
    queryFn: ({ signal }) => apiJson<SentInviteList>("/v1/workspace/invites/sent", { signal, query: { page_size: "100" } }),
  });
}
