import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findMediaById, type OrderMediaRow } from "#features/productions/orders/work-repo";
import { requireOwnTask } from "../policy";
import { findDescription, type DescriptionRow, type TaskRow } from "../repo";

export interface WorkingTask {
  task: TaskRow;
  description: DescriptionRow;
  media: OrderMediaRow;
}

/**
 * The producer's task with its description and media, for the editor's calls: the task must be
 * worked on now (claimed, or returned for changes) when `changing`, and a transcription or review
 * when the call works on the media's audio (a dub review's and a translation's lines are in another language).
 */
export async function requireWorkingTask(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, taskId: string, opts: { changing: boolean; audio: boolean }): Promise<WorkingTask> {
  const task = await requireOwnTask(deps, principal, userId, taskId);
  if (opts.changing && task.state !== "claimed" && task.state !== "returned") {
    throw new AppError("production_task_state", 409, `This task is ${task.state}: its transcript can no longer be changed.`);
  }
  const description = (await findDescription(deps.db, task.descriptionId))!;
  if (opts.audio && (description.kind === "dub_review" || description.kind === "translation")) {
    const what = description.kind === "translation" ? "A translation's" : "A dub review's";
    throw new AppError("invalid_request", 400, `${what} lines are in ${description.language}, not the media's speech: they are edited by hand (translate suggests lines).`);
  }
  const media = await findMediaById(deps.db, description.mediaId);
  if (!media) throw new AppError("not_found", 404, "The task's media is no longer stored.");
  return { task, description, media };
}
