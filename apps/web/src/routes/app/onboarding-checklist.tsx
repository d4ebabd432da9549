import { ChecklistPage } from "#features/accounts/onboarding/components/checklist-page";

/** /app/onboarding-checklist: the seven first steps and how far the user is. */
export default function OnboardingChecklistRoute() {
  return <ChecklistPage />;
}
