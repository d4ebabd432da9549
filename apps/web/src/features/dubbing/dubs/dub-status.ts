/**
 * A dub's status and progress in words (GET /v1/dubbing/{id}: queued, preparing, dubbing, then
 * dubbed or failed; progress 0 to 1 with the step being worked on).
 */
import type { DubbingMetadata } from "@vocable/contract";
import { progressPercent } from "#features/speech/speech-to-text/transcript-labels";

export type DubStatus = DubbingMetadata["status"];

/** How often a dub (or a list holding one) is asked for again while it is not finished. */
export const DUB_POLL_MS = 2000;

export const DUB_STATUS_LABELS: Record<DubStatus, string> = {
  queued: "Queued",
  preparing: "Preparing",
  dubbing: "Dubbing",
  dubbed: "Dubbed",
  failed: "Failed",
};

/** Whether the dub will not change any more (dubbed or failed). */
export function isDubFinished(status: DubStatus): boolean {
  return status === "dubbed" || status === "failed";
}

/** Whether any of these dubs is still being worked on. */
export function anyDubUnfinished(dubs: readonly Pick<DubbingMetadata, "status">[]): boolean {
  return dubs.some((dub) => !isDubFinished(dub.status));
}

/** What the progress bar says: the step the server reports, or what the status means. */
export function dubProgressText(dub: Pick<DubbingMetadata, "status" | "progress_message">): string {
  const message = dub.progress_message?.trim();
  if (message) return message;
  if (dub.status === "queued") return "Waiting for its turn";
  if (dub.status === "preparing") return "Reading the media";
  return "Dubbing";
}

/** The bar's percentage: 0 while queued, the server's progress after that. */
export function dubProgressPercent(dub: Pick<DubbingMetadata, "status" | "progress">): number {
  if (dub.status === "dubbed") return 100;
  return progressPercent(dub.progress);
}

/**
 * What a screen reader hears as a dub moves on: the step, and the progress in steps of 10 % so
 * the 2-second poll does not make it speak every time.
 */
export function dubProgressAnnouncement(dub: Pick<DubbingMetadata, "status" | "progress" | "progress_message">): string {
  const step = Math.floor(dubProgressPercent(dub) / 10) * 10;
  return step === 0 ? `${dubProgressText(dub)}…` : `${dubProgressText(dub)}: ${step}% done`;
}

/** "about 4 minutes" for the server's estimate of a whole run, in seconds; null when it gave none. */
export function expectedDurationText(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < 90) return "about a minute";
  return `about ${Math.round(seconds / 60)} minutes`;
}
