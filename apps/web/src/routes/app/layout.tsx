import { APP_ROUTES } from "@vocable/domain";
import { Navigate, Outlet, useLocation } from "react-router";
import { Spinner } from "#components/ui/spinner";
import { UnverifiedBanner } from "#features/accounts/account-landing/components/unverified-banner";
import { useVerifyEmailReminder } from "#features/accounts/account-landing/use-verify-email-reminder";
import { useInactivitySignOut } from "#features/accounts/sign-in/use-inactivity-sign-out";
import { isAccountLeaving, isSignedOutOnPurpose } from "#features/accounts/sign-in/api/session-query";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { SessionCheckFailed } from "#features/accounts/sign-in/components/session-check-failed";
import { BillingRuntime } from "#features/billing/subscriptions/components/billing-runtime";
import { ChecklistCongratulations } from "#features/accounts/onboarding/components/checklist-congratulations";
import { OnboardingGate } from "#features/accounts/onboarding/components/onboarding-gate";
import { AppShell } from "#app/shell/app-shell";
import { TwoFactorRequired } from "#features/accounts/two-factor/components/two-factor-required";
import { UpdatedTermsModal } from "#features/accounts/terms/components/updated-terms-modal";

/**
 * Signed-in area. Only a session check that answered "no session" sends the visitor to sign-in
 * (with a way back); a check that failed (429, offline) keeps them here with a Retry, since
 * sending a signed-in user to sign-in would loop.
 */
export default function AppLayoutRoute() {
  const session = useSession();
  const location = useLocation();
  useVerifyEmailReminder();
  useInactivitySignOut();
  if (session.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-muted-foreground">
        <Spinner label="Loading" />
      </div>
    );
  }
  // A failed re-check keeps the last known session: a signed-in user is not interrupted.
  if (!session.data && session.isError) {
    return <SessionCheckFailed error={session.error} retrying={session.isFetching} onRetry={() => void session.refetch()} />;
  }
  if (!session.data) {
    // A deleted account's session ends before the deletion's answer arrives: the tab goes home.
    if (isAccountLeaving()) return <Navigate to={APP_ROUTES.home} replace />;
    // After Sign out there is no way back to offer (and the next person should not land there).
    if (isSignedOutOnPurpose()) return <Navigate to={APP_ROUTES.signIn} replace />;
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${APP_ROUTES.signIn}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return (
    <AppShell>
      <TwoFactorRequired />
      <BillingRuntime />
      <ChecklistCongratulations />
      <UpdatedTermsModal />
      <UnverifiedBanner />
      {/* The page, or the onboarding survey for a new user: decided before either renders. */}
      <OnboardingGate>
        <Outlet />
      </OnboardingGate>
    </AppShell>
  );
}
