/**
 * The stages of instant cloning as the dialog shows them: the upload (the browser's part), then
 * the server's stages as its progress lines announce them (POST /v1/voices/add with
 * `Accept: application/x-ndjson`).
 */
import type { AddVoiceProgressLine, AddVoiceStage } from "@vocable/contract";

export type CloneStage = "uploading" | AddVoiceStage;

export interface CloneProgressState {
  stage: CloneStage;
  /** While matching: candidates judged, of at most `total`. */
  judged?: number;
  total?: number;
}

/** Every stage in order, with what the dialog calls it. */
export const CLONE_STAGES: readonly { stage: CloneStage; label: string }[] = [
  { stage: "uploading", label: "Uploading the samples" },
  { stage: "checking_samples", label: "Checking the samples" },
  { stage: "measuring_voice", label: "Measuring the voice" },
  { stage: "matching_voices", label: "Matching against candidate voices" },
  { stage: "saving", label: "Saving the voice" },
];

/** Where a clone starts: the samples are on their way. */
export const UPLOADING: CloneProgressState = { stage: "uploading" };

/** The state a progress line announces. */
export function cloneProgressOf(line: Extract<AddVoiceProgressLine, { type: "progress" }>): CloneProgressState {
  return line.judged !== undefined && line.total !== undefined ? { stage: line.stage, judged: line.judged, total: line.total } : { stage: line.stage };
}

/** The position of a stage in {@link CLONE_STAGES}. */
export function stageIndex(stage: CloneStage): number {
  return CLONE_STAGES.findIndex((s) => s.stage === stage);
}

/** What the dialog says now, e.g. "Matching against candidate voices (3 of 14)". */
export function cloneStageText(progress: CloneProgressState): string {
  const label = CLONE_STAGES[stageIndex(progress.stage)]?.label ?? "Cloning the voice";
  return progress.total !== undefined && progress.judged !== undefined ? `${label} (${progress.judged} of ${progress.total})` : label;
}
