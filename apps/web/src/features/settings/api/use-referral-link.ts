import type { ReferralLinkResponse } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/user/referral-link (the server makes the code on the first ask). */
export function useReferralLink() {
  return useQuery({
    queryKey: queryKeys.referralLink,
    queryFn: () => apiJson<ReferralLinkResponse>("/v1/user/referral-link"),
    staleTime: Infinity,
  });
}
