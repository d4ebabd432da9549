import { queryKeys } from "#lib/query-keys";

/**
 * The billing queries' keys. What belongs to the workspace sits under `queryKeys.user`, so a plan
 * change (which refreshes the user and its subscription) refreshes invoices and offers as well;
 * the instance's billing config is public and does not change while the app runs.
 */
export const billingKeys = {
  config: ["billing-config"] as const,
  all: [...queryKeys.user, "billing"] as const,
  invoices: [...queryKeys.user, "billing", "invoices"] as const,
  promoOffer: [...queryKeys.user, "billing", "promo-offer"] as const,
  planRequest: [...queryKeys.user, "billing", "plan-request"] as const,
  adminPlanRequests: ["admin", "plan-requests"] as const,
  checkoutSession: (id: string) => [...queryKeys.user, "billing", "checkout-session", id] as const,
};
