import type { ProductionSegment } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findMediaById } from "#features/productions/orders/work-repo";
import { requireOwnTask } from "../policy";
import { findDescription, saveTaskSegments } from "../repo";

/** Checks an edited transcript: unique ids, each segment's times within the media and in order of start. */
export function checkSegments(segments: readonly ProductionSegment[], mediaSeconds: number): void {
  const ids = new Set<string>();
  let previousStart = 0;
  for (const s of segments) {
    if (ids.has(s.id)) throw new AppError("invalid_request", 400, `Segment ${s.id} appears twice.`);
    ids.add(s.id);
    if (!(s.start < s.end)) throw new AppError("invalid_request", 400, `Segment ${s.id}: its start (${s.start}) must be before its end (${s.end}).`);
    if (s.end > mediaSeconds + 0.05) throw new AppError("invalid_request", 400, `Segment ${s.id} ends at ${s.end} s, past the end of the media (${mediaSeconds.toFixed(2)} s).`);
    if (s.start < previousStart) throw new AppError("invalid_request", 400, `Segment ${s.id} starts before the segment above it: keep the segments in order of time.`);
    previousStart = s.start;
  }
}

/** PUT …/tasks/{task_id}/transcription: the editor's autosave of the producer's working copy, while they work on the task. */
export async function saveTaskTranscription(deps: Pick<AppDeps, "db">, principal: Principal, userId: string, taskId: string, segments: ProductionSegment[]) {
  const task = await requireOwnTask(deps, principal, userId, taskId);
  const description = (await findDescription(deps.db, task.descriptionId))!;
  const media = await findMediaById(deps.db, description.mediaId);
  checkSegments(segments, media?.durationSeconds ?? Infinity);
  const saved = await saveTaskSegments(deps.db, userId, taskId, segments);
  if (!saved) throw new AppError("production_task_state", 409, `This task is ${task.state}: its transcript can no longer be changed.`);
  return saved;
}
