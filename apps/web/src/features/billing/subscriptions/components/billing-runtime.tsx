import { useQuery } from "@tanstack/react-query";
import { subscriptionQueryOptions } from "#features/accounts/user/api/subscription-query";
import { useUser } from "#features/accounts/user/api/use-user";
import { useBillingConfig } from "../api/use-billing-config";
import { PromoOfferWidget } from "./promo-offer-widget";
import { RememberedPlanCheckout } from "./remembered-plan-checkout";

/**
 * Billing that runs on every signed-in page (mounted once in the app layout): the checkout of a
 * plan picked before sign-up, and the promo-offer dialog. Nothing with BILLING_PROVIDER=none.
 */
export function BillingRuntime() {
  const config = useBillingConfig();
  const user = useUser();
  const plansOffered = !!config.data && config.data.provider !== "none";
  const sub = useQuery({ ...subscriptionQueryOptions, enabled: plansOffered });
  const admin = user.data?.seat_type === "workspace_admin";
  return (
    <>
      <RememberedPlanCheckout user={user.data} sub={sub.data} plansOffered={plansOffered} />
      <PromoOfferWidget sub={sub.data} enabled={plansOffered && admin && user.data?.is_onboarding_completed === true} />
    </>
  );
}
