import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError } from "#platform/errors";
import { findMediaById } from "#features/productions/orders/work-repo";
import { requireOwnTask } from "../policy";
import { findDescription } from "../repo";
import { readWorkSpan } from "../work-audio";

/** The longest window one peaks call reads (the editor asks for the span around its playhead). */
export const MAX_PEAKS_WINDOW_SECONDS = 300;

/** The loudest sample of each of `buckets` equal slices of `samples`, from 0 to 1. */
export function peaksOf(samples: Int16Array, buckets: number): number[] {
  const peaks = new Array<number>(buckets).fill(0);
  if (samples.length === 0) return peaks;
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor((b * samples.length) / buckets);
    const to = Math.max(from + 1, Math.floor(((b + 1) * samples.length) / buckets));
    let peak = 0;
    for (let i = from; i < to && i < samples.length; i++) peak = Math.max(peak, Math.abs(samples[i]!));
    peaks[b] = Math.round((peak / 32768) * 1000) / 1000;
  }
  return peaks;
}

/**
 * GET …/tasks/{task_id}/media/peaks: the waveform of one window of the task's media, read by byte
 * range from its work audio, so the editor draws a one-hour file without loading it.
 */
export async function readTaskPeaks(deps: Pick<AppDeps, "db" | "storage">, principal: Principal, userId: string, taskId: string, q: { start: number; end: number; buckets: number }) {
  const task = await requireOwnTask(deps, principal, userId, taskId);
  if (q.end <= q.start || q.end - q.start > MAX_PEAKS_WINDOW_SECONDS) {
    throw new ValidationError([{ loc: ["query", "end"], msg: `end must be after start, by at most ${MAX_PEAKS_WINDOW_SECONDS} seconds.`, type: "value_error" }]);
  }
  const description = (await findDescription(deps.db, task.descriptionId))!;
  const media = await findMediaById(deps.db, description.mediaId);
  if (!media) throw new AppError("not_found", 404, "The task's media is no longer stored.");
  const end = Math.min(q.end, media.durationSeconds);
  const start = Math.min(q.start, end);
  const samples = end > start ? await readWorkSpan(deps, media, start, end) : new Int16Array(0);
  return { start, end, peaks: peaksOf(samples, q.buckets) };
}
