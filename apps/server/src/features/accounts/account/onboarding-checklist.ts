import {
  allChecklistItemsCompleted,
  completeChecklistItem,
  isChecklistItemCompleted,
  newOnboardingChecklist,
  normalizeOnboardingChecklist,
  type OnboardingChecklist,
  type OnboardingChecklistItemId,
} from "@vocable/domain";
import type { Db } from "#db/client";
import { newId } from "#platform/ids";
import { findUserProfile, lockUserProfile, updateUserProfile, type UserProfileRow } from "./repo";

/** A user's checklist after a change, and whether it counts as completed. */
export interface ChecklistOutcome {
  checklist: OnboardingChecklist;
  completed: boolean;
}

/** The stored checklist in the current item list, or a fresh one when none was made yet. */
export function currentChecklist(profile: UserProfileRow): OnboardingChecklist {
  return profile.onboardingChecklist ? normalizeOnboardingChecklist(profile.onboardingChecklist) : newOnboardingChecklist(newId());
}

/**
 * Changes a user's checklist under the profile row's lock (two events at once cannot lose one).
 * `change` returns the new checklist and whether the checklist is now completed, or null to write
 * nothing. A checklist not made yet is made here: an event that happens before the onboarding
 * survey (an API key made first) still counts once the checklist shows. Null: no such user.
 */
export async function changeOnboardingChecklist(
  db: Db,
  userId: string,
  change: (checklist: OnboardingChecklist, profile: UserProfileRow) => ChecklistOutcome | null,
): Promise<ChecklistOutcome | null> {
  return db.transaction(async (tx) => {
    const profile = await lockUserProfile(tx, userId);
    if (!profile) return null;
    const before = currentChecklist(profile);
    const outcome = change(before, profile);
    if (!outcome) return { checklist: before, completed: profile.onboardingChecklistCompleted };
    await updateUserProfile(tx, userId, { onboardingChecklist: outcome.checklist, onboardingChecklistCompleted: outcome.completed });
    return outcome;
  });
}

/** Items known done, as "<user> <item>": an item never becomes undone, so a done one needs no read. */
const knownDone = new Set<string>();
const KNOWN_DONE_MAX = 100_000;

function rememberDone(key: string): void {
  if (knownDone.size >= KNOWN_DONE_MAX) knownDone.clear();
  knownDone.add(key);
}

/**
 * Records that the user did what a checklist item asks (spec §4: each item completes once, an
 * already-complete item is skipped). Called by the features where the event happens (a delivered
 * text-to-speech generation, a created API key), inside their transaction when they have one.
 * The common case, an item already done, is no statement once this process has seen it done, and
 * one read and no lock before that.
 */
export async function completeOnboardingChecklistItem(db: Db, userId: string, itemId: OnboardingChecklistItemId): Promise<void> {
  const key = `${userId} ${itemId}`;
  if (knownDone.has(key)) return;
  const profile = await findUserProfile(db, userId);
  if (!profile) return;
  if (profile.onboardingChecklist && isChecklistItemCompleted(profile.onboardingChecklist, itemId)) return rememberDone(key);
  await changeOnboardingChecklist(db, userId, (checklist, locked) => {
    const { state, changed } = completeChecklistItem(checklist, itemId);
    if (!changed) return null;
    return { checklist: state, completed: locked.onboardingChecklistCompleted || allChecklistItemsCompleted(state) };
  });
}
