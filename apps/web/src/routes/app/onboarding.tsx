/** /app/onboarding: the new user's survey. */
export default function OnboardingRoute() {
  return null;
}
