import type { TranscriptSummary } from "@vocable/contract";

type TranscriptStatus = TranscriptSummary["status"];

/** A transcript's status in words. */
export const TRANSCRIPT_STATUS_LABELS: Record<TranscriptStatus, string> = {
  processing: "Transcribing",
  completed: "Completed",
  failed: "Failed",
};

/** Progress (0 to 1) as a whole percentage from 0 to 100; unknown values are 0. */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  return Math.min(100, Math.floor(progress * 100));
}

/**
 * What the live region says about a running transcription. It moves in steps of 10 % so a screen
 * reader hears the progress now and then, not every second the page polls.
 */
export function progressAnnouncement(progress: number): string {
  const step = Math.floor(progressPercent(progress) / 10) * 10;
  return step === 0 ? "Transcribing…" : `Transcribing: ${step}% done`;
}
