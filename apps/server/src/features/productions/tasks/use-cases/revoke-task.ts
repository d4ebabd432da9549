import { descriptionStateAfter, nextTaskState } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireTaskOfProducerOrOperator } from "../policy";
import { findTask, moveDescriptionState, moveTaskState, type TaskRow } from "../repo";

/**
 * PUT …/tasks/{task_id}/revoke: the producer gives the work up, or an operator takes it away; it
 * is open again for any producer and no money moves. Work handed in (submitted, in review) or
 * finished cannot be revoked.
 */
export async function revokeTask(deps: Pick<AppDeps, "db" | "config">, principal: Principal, userId: string, taskId: string) {
  const { task } = await requireTaskOfProducerOrOperator(deps, principal, userId, taskId);
  return revokeTaskRow(deps, task);
}

/** `npm run productions -- task revoke TASK_ID`: an operator takes the work away from whoever holds it. */
export async function revokeTaskAsOperator(deps: Pick<AppDeps, "db">, taskId: string) {
  const task = await findTask(deps.db, taskId);
  if (!task) throw new AppError("production_task_not_found", 404, `No task ${taskId} was found.`);
  return revokeTaskRow(deps, task);
}

async function revokeTaskRow(deps: Pick<AppDeps, "db">, task: TaskRow) {
  const to = nextTaskState(task.state as never, "revoke");
  if (!to) throw new AppError("production_task_state", 409, `This task is ${task.state}: only work being done (claimed, or returned for changes) can be revoked.`);
  return deps.db.transaction(async (tx) => {
    const revoked = await moveTaskState(tx, task.id, ["claimed", "returned"], to, { finishedAt: new Date() });
    if (!revoked) throw new AppError("production_task_state", 409, "This task changed meanwhile: it can no longer be revoked.");
    await moveDescriptionState(tx, task.descriptionId, ["claimed"], descriptionStateAfter("revoked"));
    return revoked;
  });
}
