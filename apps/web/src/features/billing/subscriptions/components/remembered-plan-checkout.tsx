import type { Subscription, User } from "@vocable/contract";
import { APP_ROUTES, planAction } from "@vocable/domain";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useStartCheckout } from "../api/use-start-checkout";
import { toCurrentSubscription } from "../current-subscription";
import { getStoredPromo, isPromoSettled, useStoredPromo } from "../promo-code-store";
import { forgetRememberedPlan, readRememberedPlan } from "../remembered-plan";

/** Pages where the checkout does not start: onboarding comes first, and a checkout already open stays. */
const WAIT_ON = [APP_ROUTES.onboarding, APP_ROUTES.onboardingNext, "/app/checkout/"];

/**
 * After sign-up (spec accounts §2, §6: a visitor who picks a plan goes to sign-up): once the new
 * account is signed in and through onboarding, the plan picked on /pricing checks out, with the
 * kept promo code once it has been checked. When the workspace cannot subscribe to it (already on
 * a paid plan, or a member), the subscription page opens instead. One attempt: the pick is
 * forgotten as it starts.
 */
export function RememberedPlanCheckout({ user, sub, plansOffered }: { user: User | undefined; sub: Subscription | undefined; plansOffered: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const checkout = useStartCheckout();
  const stored = useStoredPromo();
  const started = useRef(false);
  const waiting = WAIT_ON.some((path) => location.pathname.toLowerCase().startsWith(path));

  useEffect(() => {
    if (started.current || waiting || !user || !user.is_onboarding_completed || !sub || !plansOffered || !isPromoSettled(stored)) return;
    const plan = readRememberedPlan();
    if (!plan) return;
    started.current = true;
    forgetRememberedPlan();
    const action = planAction(toCurrentSubscription(sub), { tier: plan.tier, billingPeriod: plan.billingPeriod });
    if (user.seat_type !== "workspace_admin" || action !== "create") {
      void navigate(APP_ROUTES.subscription);
      return;
    }
    const promocode = getStoredPromo()?.promocode;
    checkout.mutate(
      { subscription_type: plan.tier, billing_period: plan.billingPeriod, currency: plan.currency, ...(promocode ? { promocode } : {}) },
      { onError: () => void navigate(APP_ROUTES.subscription) },
    );
  }, [waiting, user, sub, plansOffered, stored, checkout, navigate]);

  return null;
}
