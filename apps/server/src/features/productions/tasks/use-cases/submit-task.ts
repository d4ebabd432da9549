import { nextTaskState } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { requireOwnTask } from "../policy";
import { findDescription, insertDescriptions, moveTaskState } from "../repo";
import { teamIdOf } from "./prepare-order-work";

const stateError = (state: string) => new AppError("production_task_state", 409, `This task is ${state}: only a task being worked on (claimed, or returned for changes) can be submitted.`);

/**
 * POST …/tasks/{task_id}/submit: the producer hands in their work (a returned task is reworked and
 * handed in again). Every transcription is reviewed: a review task is made for it, in the
 * language's review team, starting from the submitted segments. A review is not submitted (its
 * verdict is: POST …/review).
 */
export async function submitTask(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, taskId: string) {
  const task = await requireOwnTask(deps, principal, userId, taskId);
  const description = (await findDescription(deps.db, task.descriptionId))!;
  if (description.kind === "review") throw new AppError("production_task_state", 409, "A review is finished with its verdict (accept or return), not submitted.");
  if (task.state !== "claimed" && task.state !== "returned") throw stateError(task.state);
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    // A returned task is reworked first (returned → claimed), then submitted.
    const from = task.state === "returned" ? nextTaskState("returned", "rework")! : task.state;
    if (task.state === "returned" && !(await moveTaskState(tx, task.id, ["returned"], from))) throw stateError("no longer being worked on");
    const submitted = await moveTaskState(tx, task.id, [from], nextTaskState("claimed", "submit")!, { submittedAt: now });
    if (!submitted) throw stateError("no longer being worked on");
    await insertDescriptions(tx, [
      {
        id: newId(),
        orderId: description.orderId,
        itemId: description.itemId,
        mediaId: description.mediaId,
        kind: "review",
        language: description.language,
        teamId: teamIdOf("review", description.language),
        priority: description.priority,
        reviewsTaskId: task.id,
        machineSegments: submitted.segments,
        priceCents: description.priceCents,
        dueAt: description.dueAt,
      },
    ]);
    return submitted;
  });
}
