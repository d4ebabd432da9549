import type { AppDeps, Principal } from "#platform/app-env";
import { findItemsByIds, findMediaByIds } from "#features/productions/orders/work-repo";
import { requireOwnTask } from "../policy";
import { briefOf, presentTask } from "../presenter";
import { countUnacknowledgedFeedback, findDescriptionsByIds, type TaskRow } from "../repo";
import { expireOverdueTasks } from "./expire-overdue-tasks";

/**
 * Tasks presented with their media (served to their producer by …/tasks/{task_id}/media), in the
 * order given. Four queries however many tasks (a list page's): their descriptions, their media,
 * their items (the customer's brief) and their unacknowledged feedback, each read at once.
 */
export async function presentProducerTasks(deps: Pick<AppDeps, "db" | "config">, tasks: readonly TaskRow[]) {
  if (tasks.length === 0) return [];
  const [descriptions, unacknowledged] = await Promise.all([
    findDescriptionsByIds(deps.db, tasks.map((t) => t.descriptionId)),
    countUnacknowledgedFeedback(deps.db, tasks.map((t) => t.id)),
  ]);
  const [media, items] = await Promise.all([
    findMediaByIds(deps.db, [...descriptions.values()].map((d) => d.mediaId)),
    findItemsByIds(deps.db, [...descriptions.values()].map((d) => d.itemId)),
  ]);
  return tasks.map((task) => {
    const description = descriptions.get(task.descriptionId)!;
    const file = media.get(description.mediaId)!;
    const url = `${deps.config.publicUrl}/v1/productions/producers/${task.producerId}/tasks/${task.id}/media`;
    const brief = briefOf(items.get(description.itemId)?.request);
    return presentTask(task, description, { url, content_type: file.contentType, duration_seconds: file.durationSeconds, name: file.name }, unacknowledged.get(task.id) ?? 0, brief);
  });
}

/** The task presented with its media (served to its producer by …/tasks/{task_id}/media). */
export async function presentProducerTask(deps: Pick<AppDeps, "db" | "config">, task: TaskRow) {
  const [presented] = await presentProducerTasks(deps, [task]);
  return presented!;
}

/** GET /v1/productions/producers/{user_id}/tasks/{task_id}. */
export async function getTask(deps: Pick<AppDeps, "db" | "config">, principal: Principal, userId: string, taskId: string) {
  await expireOverdueTasks(deps);
  return presentProducerTask(deps, await requireOwnTask(deps, principal, userId, taskId));
}
