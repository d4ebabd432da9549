import { APP_ROUTES } from "@vocable/domain";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "#components/ui/spinner";
import { useUser } from "#features/accounts/user/api/use-user";

/** Pages a user who has not finished onboarding may still open: onboarding itself and their settings (to sign out, change or delete the account). */
const ALLOWED_BEFORE_ONBOARDING: readonly string[] = [APP_ROUTES.onboarding, APP_ROUTES.onboardingNext, APP_ROUTES.settings];

function allowed(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return ALLOWED_BEFORE_ONBOARDING.some((page) => path === page || path.startsWith(`${page}/`));
}

/**
 * Decides before a page renders: while the user is read, a neutral loading state; a new user
 * (onboarding not completed) goes to the onboarding survey, keeping where they were going, so no
 * page shows first and then gives way to the survey; everyone else gets the page. A user that could
 * not be read gets the page too (its own requests show their errors).
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  if (allowed(location.pathname)) return children;
  if (user.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center text-muted-foreground" data-testid="page-loading">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (!user.data || user.data.is_onboarding_completed) return children;
  const back = `${location.pathname}${location.search}`;
  return <Navigate to={`${APP_ROUTES.onboarding}?redirect=${encodeURIComponent(back)}`} replace />;
}
