import type { OnboardingChecklistResponse } from "@vocable/contract";
import { allChecklistItemsCompleted, clientMayCompleteItem, completeChecklistItem, onboardingChecklistItem, type OnboardingChecklistItemId } from "@vocable/domain";
import type { Db } from "../../../db/client";
import { AppError } from "../../../platform/errors";
import { changeOnboardingChecklist, type ChecklistOutcome } from "../../account/onboarding-checklist";
import { initiateChecklist } from "./complete-onboarding-survey";

function answer(outcome: ChecklistOutcome | null): OnboardingChecklistResponse {
  if (!outcome) throw new AppError("invalid_api_key", 401, "This account no longer exists.");
  return { onboarding_checklist: outcome.checklist, is_onboarding_checklist_completed: outcome.completed };
}

/** POST /v1/user/onboarding-checklist/initiate: the user's checklist, made now if there was none. */
export async function initiateOnboardingChecklist(db: Db, userId: string): Promise<OnboardingChecklistResponse> {
  return answer(await initiateChecklist(db, userId));
}

/**
 * POST /v1/user/onboarding-checklist/update: a client reports that the user did what an item asks.
 * Only items whose event this server cannot see (features it does not have yet) may be reported;
 * the text-to-speech and API key items are completed by the server when they happen, so a client
 * cannot tick them without doing them (400). An item already done stays done (no change).
 */
export async function updateOnboardingChecklistItem(db: Db, userId: string, itemId: OnboardingChecklistItemId): Promise<OnboardingChecklistResponse> {
  if (!clientMayCompleteItem(itemId)) {
    throw new AppError(
      "invalid_request",
      400,
      `“${onboardingChecklistItem(itemId).title}” is completed by the server when it happens; it cannot be reported by a client.`,
    );
  }
  return answer(
    await changeOnboardingChecklist(db, userId, (checklist, profile) => {
      const { state, changed } = completeChecklistItem(checklist, itemId);
      return changed ? { checklist: state, completed: profile.onboardingChecklistCompleted || allChecklistItemsCompleted(state) } : null;
    }),
  );
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
