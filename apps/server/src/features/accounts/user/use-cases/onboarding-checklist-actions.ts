import type { OnboardingChecklistResponse } from "@vocable/contract";
import { checklistUpdateRefusal, presentOnboardingChecklist, type OnboardingChecklistItemId } from "@vocable/domain";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { changeOnboardingChecklist, currentChecklist, type ChecklistOutcome } from "#features/accounts/account/onboarding-checklist";
import { findUserProfile } from "#features/accounts/account/repo";
import { initiateChecklist } from "./complete-onboarding-survey";

function answer(outcome: ChecklistOutcome | null): OnboardingChecklistResponse {
  if (!outcome) throw new AppError("invalid_api_key", 401, "This account no longer exists.");
  return { onboarding_checklist: presentOnboardingChecklist(outcome.checklist), is_onboarding_checklist_completed: outcome.completed };
}

/** POST /v1/user/onboarding-checklist/initiate: the user's checklist, made now if there was none. */
export async function initiateOnboardingChecklist(db: Db, userId: string): Promise<OnboardingChecklistResponse> {
  return answer(await initiateChecklist(db, userId));
}

/**
 * POST /v1/user/onboarding-checklist/update: a client reports that the user did what an item asks.
 * Items complete only on the server, when their event really happens (a delivered text-to-speech
 * generation, a created API key; the others once their features exist), so a report never ticks
 * one: an item already done is confirmed (200 with the checklist, nothing written), any other is
 * refused (400) with what completes it, or that its feature is not available on this server.
 */
export async function updateOnboardingChecklistItem(db: Db, userId: string, itemId: OnboardingChecklistItemId): Promise<OnboardingChecklistResponse> {
  const profile = await findUserProfile(db, userId);
  if (!profile) return answer(null);
  const checklist = currentChecklist(profile);
  const refusal = checklistUpdateRefusal(checklist, itemId);
  if (refusal) throw new AppError("invalid_request", 400, refusal);
  return answer({ checklist, completed: profile.onboardingChecklistCompleted });
}

/** POST /v1/user/onboarding-checklist/hide: the widget goes away (the checklist page still shows it; no more congratulations). */
export async function hideOnboardingChecklist(db: Db, userId: string): Promise<OnboardingChecklistResponse> {
  return answer(
    await changeOnboardingChecklist(db, userId, (checklist, profile) =>
      checklist.hidden && profile.onboardingChecklist ? null : { checklist: { ...checklist, hidden: true }, completed: profile.onboardingChecklistCompleted },
    ),
  );
}

/** POST /v1/user/onboarding-checklist/mark-complete: the user is done with the checklist, whatever items remain open. */
export async function markOnboardingChecklistComplete(db: Db, userId: string): Promise<OnboardingChecklistResponse> {
  return answer(
    await changeOnboardingChecklist(db, userId, (checklist, profile) =>
      profile.onboardingChecklistCompleted && profile.onboardingChecklist ? null : { checklist, completed: true },
    ),
  );
}
