import { claimDeadline, MAX_OPEN_TASKS, MAX_OPEN_TASKS_QUALIFIED, nextTaskState } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { moveOrderState } from "#features/productions/orders/work-repo";
import { hasQualification } from "#features/productions/producers/repo";
import { qualificationFor, requireProducer } from "../policy";
import { countActiveTasks, findDescription, findTask, insertTask, moveDescriptionState, moveTaskState } from "../repo";
import { expireOverdueTasks } from "./expire-overdue-tasks";

/** The qualification that lets a producer hold more than one task at once. */
export const MULTITASK = "multitask";

/**
 * POST /v1/productions/producers/{user_id}/tasks: the producer claims open work. They must hold
 * its language's qualification (a review also: be out of probation, and not review their own
 * work), and work on at most one task at once (three with `multitask`). Of two claims at once
 * exactly one wins (the unique partial index on active tasks); the other is told it is taken.
 * The claim holds until its deadline; the order counts as accepted from its first claim.
 */
export async function claimTask(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, descriptionId: string) {
  const { inProbation } = await requireProducer(deps, principal, userId);
  await expireOverdueTasks(deps);
  const description = await findDescription(deps.db, descriptionId);
  if (!description || description.state === "cancelled") throw new AppError("production_task_not_found", 404, `No open work ${descriptionId} was found.`);
  if (description.state !== "open") throw new AppError("production_task_taken", 409, "Another producer claimed this work first. Choose another task.");
  const needed = qualificationFor(description.language);
  const held = await hasQualification(deps.db, userId, [needed, MULTITASK]);
  if (!held.has(needed)) throw new AppError("production_qualification_required", 403, `This work needs the ${needed} qualification: pass its test in Settings → Qualifications.`);
  const reviewed = description.reviewsTaskId ? await findTask(deps.db, description.reviewsTaskId) : null;
  if (description.kind === "review") {
    if (inProbation) throw new AppError("production_qualification_required", 403, "Producers in probation do not review others' work yet.");
    if (reviewed?.producerId === userId) throw new AppError("production_task_taken", 409, "You cannot review your own work.");
  }
  const limit = held.has(MULTITASK) ? MAX_OPEN_TASKS_QUALIFIED : MAX_OPEN_TASKS;
  if ((await countActiveTasks(deps.db, userId)) >= limit) {
    throw new AppError("production_too_many_tasks", 409, `You are working on ${limit === 1 ? "a task" : `${limit} tasks`} already: submit or revoke ${limit === 1 ? "it" : "one"} first.`);
  }
  const now = new Date();
  const segments = description.machineSegments;
  return deps.db.transaction(async (tx) => {
    const task = await insertTask(tx, { id: newId(), descriptionId, producerId: userId, teamId: description.teamId, segments, deadlineAt: claimDeadline(now, description.dueAt) });
    if (!task || !(await moveDescriptionState(tx, descriptionId, ["open"], "claimed"))) {
      throw new AppError("production_task_taken", 409, "Another producer claimed this work first. Choose another task.");
    }
    // The reviewed work is in review from now on.
    if (reviewed) await moveTaskState(tx, reviewed.id, ["submitted"], nextTaskState("submitted", "start_review")!, { reviewerId: userId });
    await moveOrderState(tx, description.orderId, ["paid"], "accepted", { acceptedAt: now });
    return task;
  });
}
