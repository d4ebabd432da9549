import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { storedSource } from "#platform/storage/byte-source";
import { findMediaById } from "#features/productions/orders/work-repo";
import { requireOwnTask } from "../policy";
import { findDescription } from "../repo";

/** GET …/tasks/{task_id}/media: the media the task works on, to its producer (byte ranges: the editor plays a one-hour file without loading it whole). */
export async function readTaskMedia(deps: Pick<AppDeps, "db" | "storage">, principal: Principal, userId: string, taskId: string) {
  const task = await requireOwnTask(deps, principal, userId, taskId);
  const description = (await findDescription(deps.db, task.descriptionId))!;
  const media = await findMediaById(deps.db, description.mediaId);
  const source = media ? await storedSource(deps.storage, media.storageKey) : null;
  if (!media || !source) throw new AppError("not_found", 404, "The task's media is no longer stored.");
  return { source, contentType: media.contentType };
}
