import { useInfiniteQuery } from "@tanstack/react-query";
import { billingKeys } from "./billing-keys";
import { fetchAdminPlanRequests } from "./billing-calls";

/** GET /v1/admin/plan-requests, page by page (instance operators). */
export function useAdminPlanRequests() {
  return useInfiniteQuery({
    queryKey: billingKeys.adminPlanRequests,
    queryFn: ({ pageParam, signal }) => fetchAdminPlanRequests(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_token,
  });
}
