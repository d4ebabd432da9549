import { OnboardingSurveyPage } from "#features/accounts/onboarding/components/onboarding-survey-page";

/** /app/onboarding: the new user's survey. */
export default function OnboardingRoute() {
  return <OnboardingSurveyPage />;
}
