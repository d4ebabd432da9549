import type { OnboardingChecklistResponse, User } from "@vocable/contract";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "#lib/query-keys";

/** Puts a checklist call's answer into the cached user, so the page and the widget agree at once. */
export function setUserChecklist(queryClient: QueryClient, answer: OnboardingChecklistResponse): void {
  queryClient.setQueryData<User>(queryKeys.user, (user) =>
    user ? { ...user, onboarding_checklist: answer.onboarding_checklist, is_onboarding_checklist_completed: answer.is_onboarding_checklist_completed } : user,
  );
}
