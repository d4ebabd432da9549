import type { BillingPeriod, TierId } from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { billingKeys } from "./billing-keys";

/**
 * POST /v1/billing/change-subscription/preview while a plan-change dialog is open: the prorated
 * amount, when the change takes effect and who loses access. Read fresh each opening (the amount
 * moves with the second), never retried into a wrong figure.
 */
export function useSubscriptionChangePreview(change: { tier: TierId; billingPeriod: BillingPeriod } | null) {
  return useQuery({
    queryKey: [...billingKeys.all, "change-preview", change?.tier, change?.billingPeriod] as const,
    enabled: change !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: ({ signal }) =>
      data(api.POST("/v1/billing/change-subscription/preview", { body: { subscription_type: change!.tier, billing_period: change!.billingPeriod }, signal })),
  });
}
