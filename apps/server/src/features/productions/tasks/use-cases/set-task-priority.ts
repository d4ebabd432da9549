import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { setDescriptionPriority } from "../repo";

/** PUT /v1/productions/tasks/{description_id}/priority: an operator moves work up or down the teams' queues. */
export async function setTaskPriority(deps: Pick<AppDeps, "db" | "config">, principal: Principal, descriptionId: string, priority: number) {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  return applyTaskPriority(deps, descriptionId, priority);
}

/** Sets open work's priority, for the operator's call above and `npm run productions -- task priority`. */
export async function applyTaskPriority(deps: Pick<AppDeps, "db">, descriptionId: string, priority: number) {
  const row = await setDescriptionPriority(deps.db, descriptionId, priority);
  if (!row) throw new AppError("production_task_not_found", 404, `No task ${descriptionId} was found.`);
  return { description_id: row.id, priority: row.priority };
}
