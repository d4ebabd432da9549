import { OnboardingNextPage } from "#features/accounts/onboarding/components/onboarding-next-page";

/** /app/onboarding/next: after the survey, the way into the app and the checklist. */
export default function OnboardingNextRoute() {
  return <OnboardingNextPage />;
}
