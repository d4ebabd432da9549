import type { AppDeps, Principal } from "#platform/app-env";
import { findMediaById } from "#features/productions/orders/work-repo";
import { requireOwnTask } from "../policy";
import { presentTask } from "../presenter";
import { findDescription, listFeedback, type TaskRow } from "../repo";
import { expireOverdueTasks } from "./expire-overdue-tasks";

/** The task presented with its media (served to its producer by …/tasks/{task_id}/media). */
export async function presentProducerTask(deps: Pick<AppDeps, "db" | "config">, task: TaskRow) {
  const description = (await findDescription(deps.db, task.descriptionId))!;
  const media = (await findMediaById(deps.db, description.mediaId))!;
  const feedback = await listFeedback(deps.db, task.id);
  const url = `${deps.config.publicUrl}/v1/productions/producers/${task.producerId}/tasks/${task.id}/media`;
  return presentTask(task, description, { url, content_type: media.contentType, duration_seconds: media.durationSeconds, name: media.name }, feedback.filter((f) => !f.acknowledgedAt).length);
}

/** GET /v1/productions/producers/{user_id}/tasks/{task_id}. */
export async function getTask(deps: Pick<AppDeps, "db" | "config">, principal: Principal, userId: string, taskId: string) {
  await expireOverdueTasks(deps);
  return presentProducerTask(deps, await requireOwnTask(deps, principal, userId, taskId));
}
