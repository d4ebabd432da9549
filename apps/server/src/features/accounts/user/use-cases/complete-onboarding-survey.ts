import type { Db } from "#db/client";
import { changeOnboardingChecklist } from "#features/accounts/account/onboarding-checklist";
import { updateUserProfile } from "#features/accounts/account/repo";

export interface OnboardingSurveyInput {
  first_name: string;
  role: string;
  subrole?: string | null;
  timezone: string;
  source?: string | null;
}

/**
 * POST /v1/user/onboarding-survey-complete: stores the answers, takes the first name from them,
 * marks onboarding completed and initiates the checklist (keeping any item already done). Sending
 * the survey again replaces the answers.
 */
export async function completeOnboardingSurvey(db: Db, userId: string, input: OnboardingSurveyInput): Promise<void> {
  await updateUserProfile(db, userId, {
    firstName: input.first_name,
    onboardingSurvey: {
      first_name: input.first_name,
      role: input.role,
      subrole: input.subrole || null,
      timezone: input.timezone,
      source: input.source || null,
    },
    onboardingCompleted: true,
  });
  await initiateChecklist(db, userId);
}

/** Makes the checklist if the user has none yet; an existing one is kept as it is. */
export async function initiateChecklist(db: Db, userId: string) {
  return changeOnboardingChecklist(db, userId, (checklist, profile) =>
    profile.onboardingChecklist ? null : { checklist, completed: profile.onboardingChecklistCompleted },
  );
}
