import { APP_ROUTES } from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { subscriptionQueryOptions } from "#features/accounts/user/api/subscription-query";
import { userQueryOptions } from "#features/accounts/user/api/user-query";
import { useBillingConfig } from "../api/use-billing-config";
import { BillingModeNotice } from "./billing-mode-notice";
import { PlanCards } from "./plan-cards";
import { PlansUnavailable } from "./plans-unavailable";
import { ProductionPrices } from "#features/productions/orders/components/production-prices";
import { PublicPage } from "./public-page";

/**
 * /pricing (public; spec accounts §2 "Pricing and plan cards"): the plan cards for a visitor
 * (every button "Start Today", to sign-up with the pick remembered) or for a signed-in user (the
 * plan actions of their workspace), with a promo code field. BILLING_PROVIDER=none: no plans.
 */
export function PricingPage() {
  const session = useSession();
  const config = useBillingConfig();
  const loggedIn = !!session.data;
  const enabled = loggedIn && config.data?.provider !== undefined && config.data.provider !== "none";
  const sub = useQuery({ ...subscriptionQueryOptions, enabled });
  const user = useQuery({ ...userQueryOptions, enabled });

  let body: ReactNode;
  if (config.isPending || session.isPending) body = <Spinner label="Loading plans" />;
  else if (config.isError) body = <InlineError message={errorMessage(config.error)} onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  else if (config.data.provider === "none") body = <PlansUnavailable />;
  else {
    body = (
      <>
        {loggedIn ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Your workspace's plan, invoices and payment details are on{" "}
            <Link to={APP_ROUTES.subscription} className="font-medium underline">
              your subscription page
            </Link>
            .
          </p>
        ) : null}
        <BillingModeNotice mode={config.data.mode} />
        <PlanCards
          loggedIn={loggedIn}
          sub={loggedIn ? sub.data : null}
          isolatedEnvironment={config.data.isolated_environment}
          canManage={user.data?.seat_type === "workspace_admin"}
          promoField
        />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Need more seats, custom limits or terms?{" "}
          <Link to={APP_ROUTES.contactSales} className="font-medium underline">
            Contact sales
          </Link>
          .
        </p>
      </>
    );
  }

  return (
    <PublicPage>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Pricing</h1>
        <p className="text-zinc-600 dark:text-zinc-400">Start free. Pick a plan when you need more credits, voices and seats.</p>
      </div>
      {body}
      <ProductionPrices />
    </PublicPage>
  );
}
