import { extendDeadline, type TaskState } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireOwnTask } from "../policy";
import { extendTask, findDescription } from "../repo";

const REFUSALS = {
  already_extended: "This task's deadline was extended once already: it cannot be extended again.",
  not_active: "Only a task being worked on (claimed, or returned for changes) can have its deadline extended.",
  past_deadline: "This task's deadline has passed: it has expired.",
  order_deadline: "The order is due at this task's deadline: it cannot be extended past it.",
} as const;

/** PUT …/tasks/{task_id}/extend-deadline: once per task, by the domain's hours, never past the order's deadline. */
export async function extendTaskDeadline(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, taskId: string) {
  const task = await requireOwnTask(deps, principal, userId, taskId);
  const description = (await findDescription(deps.db, task.descriptionId))!;
  const extended = extendDeadline({ state: task.state as TaskState, deadline: task.deadlineAt, extended: task.extended }, new Date(), description.dueAt);
  if (!(extended instanceof Date)) throw new AppError("production_deadline_not_extendable", 409, REFUSALS[extended]);
  const row = await extendTask(deps.db, task.id, extended);
  if (!row) throw new AppError("production_deadline_not_extendable", 409, REFUSALS.already_extended);
  return row;
}
