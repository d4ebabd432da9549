import { descriptionStateAfter, nextTaskState } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireTaskOfProducerOrOperator } from "../policy";
import { moveDescriptionState, moveTaskState } from "../repo";

/**
 * PUT …/tasks/{task_id}/revoke: the producer gives the work up, or an operator takes it away; it
 * is open again for any producer and no money moves. Work handed in (submitted, in review) or
 * finished cannot be revoked.
 */
export async function revokeTask(deps: Pick<AppDeps, "db" | "config">, principal: Principal, userId: string, taskId: string) {
  const { task } = await requireTaskOfProducerOrOperator(deps, principal, userId, taskId);
  const to = nextTaskState(task.state as never, "revoke");
  if (!to) throw new AppError("production_task_state", 409, `This task is ${task.state}: only work being done (claimed, or returned for changes) can be revoked.`);
  return deps.db.transaction(async (tx) => {
    const revoked = await moveTaskState(tx, task.id, ["claimed", "returned"], to, { finishedAt: new Date() });
    if (!revoked) throw new AppError("production_task_state", 409, "This task changed meanwhile: it can no longer be revoked.");
    await moveDescriptionState(tx, task.descriptionId, ["claimed"], descriptionStateAfter("revoked"));
    return revoked;
  });
}
