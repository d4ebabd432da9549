import { descriptionStateAfter, nextTaskState, splitItemPrice } from "@vocable/domain";
import type { Db } from "#db/client";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { queueWebhookDeliveries } from "#features/developers/webhooks/emit-workspace-event";
import { insertEarning } from "#features/productions/payouts/repo";
import { queuePrepareTranslations } from "../jobs/prepare-translations";
import { requireOwnTask } from "../policy";
import { findDescription, findTask, insertFeedback, moveDescriptionState, moveTaskState, type TaskRow } from "../repo";
import { applyDubReview } from "./apply-dub-review";
import { deliverFinishedItems } from "./deliver-finished-items";

export interface Verdict {
  verdict: "accept" | "return";
  feedback: { segment_id?: string | null; text: string }[];
}

/** The reviewed work accepted: both tasks accepted and paid their shares, both descriptions done, finished items delivered. */
async function accept(tx: Db, review: TaskRow, reviewed: TaskRow, now: Date): Promise<string[]> {
  const done = await moveTaskState(tx, reviewed.id, ["in_review"], nextTaskState("in_review", "accept")!, { finishedAt: now });
  if (!done) throw new AppError("production_task_state", 409, "The reviewed work is no longer in review.");
  const reviewedDescription = (await moveDescriptionState(tx, reviewed.descriptionId, ["claimed"], descriptionStateAfter("accepted"), { reviewedSegments: review.segments }))!;
  const split = splitItemPrice(reviewedDescription.priceCents);
  const orderId = reviewedDescription.orderId;
  await insertEarning(tx, { id: newId(), producerId: reviewed.producerId, taskId: reviewed.id, orderId, role: "producer", amountCents: split.producer });
  await insertEarning(tx, { id: newId(), producerId: review.producerId, taskId: review.id, orderId, role: "reviewer", amountCents: split.reviewer });
  return deliverFinishedItems(tx, orderId);
}

/**
 * POST …/tasks/{task_id}/review: the reviewer's verdict on the work their review task checks, from
 * the segments they corrected. Accept: the work is accepted as corrected, the producer and the
 * reviewer earn their shares, and an item whose work is all accepted is delivered to its order.
 * Return: the work goes back to its producer with the feedback (per segment or whole) to act on
 * and acknowledge; their deadline runs again from now. The review task is finished either way.
 */
export async function reviewTask(deps: Pick<AppDeps, "db" | "jobs" | "log">, principal: Principal, userId: string, taskId: string, verdict: Verdict) {
  const review = await requireOwnTask(deps, principal, userId, taskId);
  const reviewDescription = (await findDescription(deps.db, review.descriptionId))!;
  if (reviewDescription.kind !== "review" || !reviewDescription.reviewsTaskId) throw new AppError("production_task_state", 409, "This task is not a review: submit it instead.");
  if (review.state !== "claimed") throw new AppError("production_task_state", 409, `This review is ${review.state}: its verdict was given already.`);
  if (verdict.verdict === "return" && verdict.feedback.length === 0) throw new AppError("invalid_request", 400, "Returning work needs feedback: say what to change.");
  const reviewed = (await findTask(deps.db, reviewDescription.reviewsTaskId))!;
  const now = new Date();
  let deliveries: string[] = [];
  const finished = await deps.db.transaction(async (tx) => {
    const finished = await moveTaskState(tx, review.id, ["claimed"], nextTaskState("claimed", "finish")!, { finishedAt: now, submittedAt: now });
    if (!finished) throw new AppError("production_task_state", 409, "This review's verdict was given already.");
    await moveDescriptionState(tx, reviewDescription.id, ["claimed"], "done");
    if (verdict.verdict === "accept") {
      deliveries = await accept(tx, review, reviewed, now);
    } else {
      const deadlineAt = new Date(now.getTime() + Math.max(0, reviewed.deadlineAt.getTime() - (reviewed.submittedAt ?? now).getTime()));
      const returned = await moveTaskState(tx, reviewed.id, ["in_review"], nextTaskState("in_review", "return")!, { deadlineAt });
      if (!returned) throw new AppError("production_task_state", 409, "The reviewed work is no longer in review.");
      await moveDescriptionState(tx, reviewed.descriptionId, ["claimed"], "claimed", { reviewedSegments: review.segments });
      await insertFeedback(tx, verdict.feedback.map((f) => ({ id: newId(), taskId: reviewed.id, reviewerId: userId, segmentId: f.segment_id ?? null, text: f.text })));
    }
    return finished;
  });
  await queueWebhookDeliveries(deps, deliveries);
  if (verdict.verdict === "accept") {
    // An accepted transcript of subtitles in other languages: their translation work is made next
    // (the verdict stands if the queue cannot take it; the job's idempotency key lets a retry queue it once).
    await queuePrepareTranslations(deps, reviewed.descriptionId).catch((err: unknown) => {
      deps.log.error("productions: an accepted transcript's translation work could not be queued", { descriptionId: reviewed.descriptionId, error: (err as Error).message });
    });
    // An accepted dub review: its lines go back into the dub.
    await applyDubReview(deps, reviewed.descriptionId, finished.segments);
  }
  return finished;
}
