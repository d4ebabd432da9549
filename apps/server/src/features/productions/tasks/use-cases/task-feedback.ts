import type { AppDeps, Principal } from "#platform/app-env";
import { requireOwnTask } from "../policy";
import { acknowledgeFeedback, listFeedback } from "../repo";

/** GET …/tasks/{task_id}/feedback: the reviewers' feedback on the producer's task. */
export async function readTaskFeedback(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, taskId: string) {
  await requireOwnTask(deps, principal, userId, taskId);
  const rows = await listFeedback(deps.db, taskId);
  return {
    feedback: rows.map((f) => ({ feedback_id: f.id, segment_id: f.segmentId, text: f.text, created_at_unix: Math.floor(f.createdAt.getTime() / 1000), acknowledged: f.acknowledgedAt !== null })),
  };
}

/** PUT …/tasks/{task_id}/feedback/ack: the producer read the feedback on their own task (another's is 404). */
export async function acknowledgeTaskFeedback(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, taskId: string) {
  await requireOwnTask(deps, principal, userId, taskId);
  await acknowledgeFeedback(deps.db, taskId, new Date());
  return readTaskFeedback(deps, principal, userId, taskId);
}
