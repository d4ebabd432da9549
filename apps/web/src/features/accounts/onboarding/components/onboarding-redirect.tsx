import { APP_ROUTES } from "@vocable/domain";
import { Navigate, useLocation } from "react-router";
import { useUser } from "#features/accounts/user/api/use-user";

/** Pages a user who has not finished onboarding may still open: onboarding itself and their settings (to sign out, change or delete the account). */
const ALLOWED_BEFORE_ONBOARDING: readonly string[] = [APP_ROUTES.onboarding, APP_ROUTES.onboardingNext, APP_ROUTES.settings];

function allowed(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  return ALLOWED_BEFORE_ONBOARDING.some((page) => path === page || path.startsWith(`${page}/`));
}

/** Sends a new user (onboarding not completed) to the onboarding survey, keeping where they were going. */
export function OnboardingRedirect() {
  const { data: user } = useUser();
  const location = useLocation();
  if (!user || user.is_onboarding_completed || allowed(location.pathname)) return null;
  const back = `${location.pathname}${location.search}`;
  return <Navigate to={`${APP_ROUTES.onboarding}?redirect=${encodeURIComponent(back)}`} replace />;
}
