import type { FeedbackRequest } from "@vocable/contract";
import { canChangeFeedback, FEEDBACK_ALREADY_REVIEWED_MESSAGE, FEEDBACK_NOT_REVIEWED, normalizeFeedback, validateFeedback } from "@vocable/domain";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError, ValidationError } from "#platform/errors";
import { saveFeedback } from "../repo";
import { requireHistoryItem } from "../policy";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";

/** The item, if the caller may rate it and its feedback may still change; 404, 403 or feedback_already_reviewed otherwise. */
async function changeableItem(db: Db, principal: Principal, id: string) {
  const { row } = await requireHistoryItem(db, await shareViewerOf(db, principal), id, "change");
  if (!canChangeFeedback(row.feedback?.review_status)) {
    throw new AppError("feedback_already_reviewed", 400, FEEDBACK_ALREADY_REVIEWED_MESSAGE);
  }
  return row;
}

/** Records the caller's vote on an item; locked once the feedback has been reviewed. */
export async function submitFeedback(db: Db, principal: Principal, id: string, input: FeedbackRequest): Promise<void> {
  await changeableItem(db, principal, id);
  const issues = validateFeedback(input);
  if (issues.length > 0) {
    throw new ValidationError(issues.map((i) => ({ loc: ["body", i.field], msg: i.message, type: "value_error" })));
  }
  await saveFeedback(db, principal.workspaceId, id, { ...normalizeFeedback(input), review_status: FEEDBACK_NOT_REVIEWED });
}

/** Takes a vote back (clicking the active thumb again); locked once reviewed, like a change. */
export async function clearFeedback(db: Db, principal: Principal, id: string): Promise<void> {
  await changeableItem(db, principal, id);
  await saveFeedback(db, principal.workspaceId, id, null);
}
