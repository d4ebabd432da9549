import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/user/referral-link (the server makes the code on the first ask). */
export function useReferralLink() {
  return useQuery({
    queryKey: queryKeys.referralLink,
    queryFn: () => data(api.GET("/v1/user/referral-link")),
    staleTime: Infinity,
  });
}
