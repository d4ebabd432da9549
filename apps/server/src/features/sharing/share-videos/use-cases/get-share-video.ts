import type { ShareVideoResponse } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { RENDER_SHARE_VIDEO_JOB, renderJobKey } from "../jobs/render-share-video";
import { requireVideoItem } from "../policy";
import { shareVideoUrl } from "../presenter";
import { normalVariant, shareVideoKey, type VideoVariant } from "../video-files";

/**
 * POST /v1/history/{id}/share-video: the item's video in a theme. Answers at once, never waiting
 * for ffmpeg: ready with its URL once made (kept in storage for every later request); else the
 * `share-video.render` job is started (one per variant: a double click or another instance joins
 * it) and the answer is rendering, so the caller asks again. A rendering that gave up is failed
 * with its error, and is started again by the same call: the next one answers rendering.
 */
export async function getShareVideo(deps: Pick<AppDeps, "db" | "storage" | "jobs" | "config">, principal: Principal, id: string, requested: VideoVariant): Promise<ShareVideoResponse> {
  const row = await requireVideoItem(deps.db, principal, id, "share");
  const variant = normalVariant(row, requested);
  const ready = () => ({ status: "ready" as const, video_url: shareVideoUrl(deps.config.publicUrl, row.id, variant), error: null });
  if (await deps.storage.exists(shareVideoKey(row, variant, "mp4"))) return ready();
  const payload = { workspaceId: row.workspaceId, historyItemId: row.id, theme: variant.theme, stripTags: variant.stripTags };
  const { id: jobId } = await deps.jobs.enqueue(RENDER_SHARE_VIDEO_JOB, { ...payload, requestedBy: principal.userId }, { idempotencyKey: renderJobKey(payload) });
  const job = await deps.jobs.get(jobId);
  if (job?.state === "dead" || job?.state === "cancelled") {
    await deps.jobs.retry(jobId);
    // The job keeps "Error: …"; the person reads the reason.
    if (job.state === "dead") return { status: "failed", video_url: null, error: job.lastError?.replace(/^\w*Error: /, "") ?? "The video could not be rendered." };
  }
  // Finished between the two reads: the file is there now.
  if (job?.state === "completed" && (await deps.storage.exists(shareVideoKey(row, variant, "mp4")))) return ready();
  return { status: "rendering", video_url: null, error: null };
}
